// A plan as the plans call returns it: the contract's type (lib/contract/types.ts).
export type { Plan } from '@/lib/contract/types';
