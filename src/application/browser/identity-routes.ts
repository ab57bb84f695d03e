/** The pages the identity flows send people to (spec section 2). */
export const IDENTITY_ROUTES = {
  login: '/Login',
  memberArea: '/Member-Area',
  /** The Member Area's Two-step sign-in section, where an administrator who must turn it on is taken. */
  twoStepSetUp: '/Member-Area#two-step-sign-in',
  setPassword: '/Set-Password',
} as const;
