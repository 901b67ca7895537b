// What the error catalogue shows the visitor: toasts and the 'Confirm logout' dialog. The http client
// writes here; <Notices/> (mounted on account and checkout screens only) renders it.
import { create } from 'zustand';
import { TOAST_MS } from './catalogue';

export interface Toast {
  id: number;
  /** The server's message, or null for the translated 'Error'. */
  message: string | null;
  /** A translated message (key under `account`) shown instead of the server's. */
  messageKey?: string;
}

interface NoticesState {
  toasts: Toast[];
  logoutDialog: boolean;
  toast(message: string | null, ms?: number, messageKey?: string): void;
  dismiss(id: number): void;
  openLogoutDialog(): void;
  closeLogoutDialog(): void;
}

let nextId = 1;

export const useNotices = create<NoticesState>((set, get) => ({
  toasts: [],
  logoutDialog: false,
  toast(message, ms = TOAST_MS, messageKey) {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, message, ...(messageKey && { messageKey }) }] });
    setTimeout(() => get().dismiss(id), ms);
  },
  dismiss(id) {
    set({ toasts: get().toasts.filter((t) => t.id !== id) });
  },
  openLogoutDialog: () => set({ logoutDialog: true }),
  closeLogoutDialog: () => set({ logoutDialog: false }),
}));
