/** The pages the identity flows send people to (spec section 2). */
export const IDENTITY_ROUTES = {
  login: '/Login',
  memberArea: '/Member-Area',
  setPassword: '/Set-Password',
} as const;

export type IdentityRoute = (typeof IDENTITY_ROUTES)[keyof typeof IDENTITY_ROUTES];
