// Building blocks of the marketing pages: server components only, no client JavaScript of their own
// (AppLink is the shared client link).
export { Section } from './Section';
export { CardGrid, type Card } from './CardGrid';
export { StepList } from './StepList';
export { FactList, type Fact } from './FactList';
export { CtaBand } from './CtaBand';
export { CopyHtml } from './CopyHtml';
export { Disclosure } from './Disclosure';
export { DataTable, type Row } from './DataTable';
export { GuideFaq, GuideSection } from './GuideSection';
export { default as kitStyles } from './kit.module.scss';
