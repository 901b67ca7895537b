// What the proxy and the backend's answers use to set or delete cookies: the same operation on both sides.
/** A cookie the proxy should set or delete on the response. */
export type CookieOp =
  | { name: string; value: string; maxAge: number }
  | { name: string; delete: true };

export type CookieReader = (name: string) => string | undefined;
