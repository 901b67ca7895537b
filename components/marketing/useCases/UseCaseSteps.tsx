import { getTranslations } from 'next-intl/server';
import { Section, StepList } from '@/components/marketing/kit';
import type { UseCase } from '@/lib/content/catalog';
import type { Locale } from '@/lib/i18n/routing';

/**
 * "How to use Harbor VPN for {service}": one template per use case, filled with a service's name on its
 * page, or with the use case's general subject ("your games") on the use-case page itself.
 */
export async function UseCaseSteps({ locale, useCase, service }: { locale: Locale; useCase: UseCase; service?: string }) {
  const t = await getTranslations({ locale, namespace: 'useCasePages' });
  const ns = `useCases.${useCase}`;
  const subject = service ?? t(`${ns}.subject`);
  const steps = [
    t(`${ns}.steps.download`),
    t(`${ns}.steps.server`),
    t('common.stepConnect'),
    t(`${ns}.steps.open`, { service: subject }),
  ];
  return (
    <Section id="steps" heading={t('common.stepsHeading', { service: subject })} tone="alt">
      <StepList steps={steps} />
    </Section>
  );
}
