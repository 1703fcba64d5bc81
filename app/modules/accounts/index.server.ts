// What the accounts module offers the rest of the shop: other modules, routes, the server and
// scripts import it from here, never from its inner files (a dependency-cruiser rule).
export {
  ensureAdmin,
  register,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
} from "./accounts.server.ts";
export { createAuth, type Auth } from "./auth.server.ts";
export { forgotPasswordForm, loginForm, registerForm, resetPasswordForm } from "./forms.ts";
export { busyAnswer, passwordWork, type PasswordWork } from "./password-work.server.ts";
export {
  attemptKeys,
  registrationKey,
  releaseAttempt,
  reserveAttempt,
} from "./rate-limit.server.ts";
export { sessionUser, type SessionUser } from "./session-lookup.server.ts";
export { agreeOnSecret } from "./shared-secret.server.ts";
