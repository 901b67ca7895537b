/** The middle value (the upper one of the two middles for an even count): the benchmark scripts' summary of repeated runs. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
