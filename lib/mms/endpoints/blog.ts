import type { Endpoint } from '../server/types';

export const blogEndpoints: Endpoint[] = [];
