import type { Endpoint } from '../server/types';

export const paymentEndpoints: Endpoint[] = [];
