// Global page state (docs/behaviour.md#client-state): the payment-success marker, the set-password prompt
// flag and the width below which the mobile layout applies. Client components only: see app.ts.
import { create } from 'zustand';
import { MIN_SCREEN_WIDTH } from '@/lib/device/device';

interface GlobalData {
  paysuc: string;
  setPassword: boolean;
  minScreenWidth: number;
}

interface GlobalState extends GlobalData {
  setPaysuc(paysuc: string): void;
  setSetPassword(setPassword: boolean): void;
}

const initial: GlobalData = { paysuc: '', setPassword: false, minScreenWidth: MIN_SCREEN_WIDTH };

export const useGlobalState = create<GlobalState>()((set) => ({
  ...initial,
  setPaysuc: (paysuc) => set({ paysuc }),
  setSetPassword: (setPassword) => set({ setPassword }),
}));

export function reset(): void {
  useGlobalState.setState(initial);
}
