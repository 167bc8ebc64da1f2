/**
 * English texts of Google sign-in (`google.*` keys): the button and the two result screens.
 * Quoted in docs/product/auth.md; `reasons` are keyed by the API's error codes.
 */
export const enGoogle = {
  button: 'Continue with Google',
  redirecting: 'Opening Google...',
  unavailable: 'Google sign-in is not available',
  unavailableHint: 'Please log in with your email and password instead.',
  processing: 'Completing your Google sign-in...',
  processingHint: 'This only takes a moment.',
  success: "You're signed in!",
  welcome: 'Welcome, {{name}}. Taking you back to the shop...',
  failed: "We couldn't sign you in",
  toSignIn: 'Taking you back to the sign-in page...',
  toHome: 'Taking you to the home page...',
  tryAgain: 'Try Again',
  goHome: 'Go Home',
  authFailed: 'Authentication failed: {{error}}',
  loginFailed: 'Login failed: {{message}}',
  noToken: 'No authentication token received',
  noTokenFromGoogle: 'No authentication token received from Google',
  invalidToken: 'Invalid authentication token',
  reasons: {
    access_denied: 'the sign-in was cancelled at Google.',
    invalid_state: 'the sign-in took too long or was started in another tab. Please try again.',
    sign_in_failed: "Google's answer could not be verified. Please try again.",
    email_not_verified: 'an account with this email already exists and Google has not verified the address. Please log in with your password.',
    account_conflict: 'this email already belongs to an account linked to a different Google account.',
    no_email: 'Google did not share your email address.',
    unavailable: 'Google sign-in is not available right now. Please try again later.',
    server_error: 'something went wrong on our side. Please try again later.',
    unknown: 'the Google sign-in did not complete.',
    expiredToken: 'the sign-in has already expired. Please try again.',
  },
} as const;
