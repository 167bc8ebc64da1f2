/**
 * English texts of 'Forgot password?', the screen of a reset link, and e-mail verification (`password.*` keys).
 * Quoted in docs/product/password-reset.md.
 */
export const enPassword = {
  forgotLink: 'Forgot password?',
  forgot: {
    title: 'Forgot your password?',
    lead: "Enter the email address of your account. We'll send you a link to set a new password.",
    email: 'Email',
    submit: 'Send reset link',
    sending: 'Sending...',
    sent: 'Check your email',
    sentText:
      'If an account uses {{email}}, we have sent it a link to set a new password. The link works once, for {{minutes, number}} minutes. Check your spam folder if it does not arrive in a few minutes.',
    again: 'Use another email',
    backToLogin: 'Back to login',
  },
  reset: {
    title: 'Set a new password',
    lead: 'Choose a new password for your account. Every other device signed in to your account will be signed out.',
    checking: 'Checking your link...',
    password: 'New password',
    confirm: 'Repeat the new password',
    submit: 'Save new password',
    saving: 'Saving...',
    done: 'Your password has been changed and you are signed in.',
    linkGone: 'This link no longer works',
    linkGoneText: 'A password reset link works once, for {{minutes, number}} minutes. Please ask for a new one.',
    askAgain: 'Send me a new link',
  },
  verify: {
    title: 'Verify your email',
    checking: 'Verifying your email...',
    done: 'Your email address is verified. Thank you!',
    toAccount: 'Go to my account',
    toShop: 'Continue shopping',
    linkGone: 'This verification link no longer works',
    linkGoneText: 'It may have expired. Sign in and ask for a new link from your account.',
    sentAtSignup: "We've also sent you an email with a link to verify your address.",
    banner: 'Please verify your email address. We sent a link to {{email}}. You can keep ordering meanwhile.',
    resend: 'Send the email again',
    resending: 'Sending...',
    resent: 'We sent a new link to {{email}}.',
  },
  errors: {
    passwordsDiffer: 'The two passwords are not the same.',
    network: 'Network error. Please check your connection.',
    server: 'Something went wrong on our side. Please try again later.',
    failed: 'That did not work. Please try again.',
    throttled_one: 'Too many requests. Please try again in {{count, number}} minute.',
    throttled_other: 'Too many requests. Please try again in {{count, number}} minutes.',
  },
};
