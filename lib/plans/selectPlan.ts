// Plan selection (docs/behaviour.md#plans): a `plan` query parameter naming a plan by id or product_id wins;
// otherwise the recommended plan; otherwise the first.
import type { Plan } from './types';

type Selectable = Pick<Plan, 'id' | 'product_id' | 'is_recommend'>;

export function selectPlan<P extends Selectable>(plans: readonly P[], query?: string | null): P | undefined {
  const wanted = query?.trim();
  const named = wanted ? plans.find((p) => p.id === wanted || p.product_id === wanted) : undefined;
  return named ?? plans.find((p) => p.is_recommend) ?? plans[0];
}
