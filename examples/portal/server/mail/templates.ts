import type { MailMessage } from './mailer';

/** The password-reset e-mail (also used for invitations: the link sets a password). */
export function resetPasswordMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Screenplay password',
    link,
    text: `Someone asked to reset the password of your Screenplay account.\n\nSet a new password here: ${link}\n\nThe link is valid for 60 minutes. If it was not you, ignore this e-mail.`,
  };
}

/** The e-mail-address verification e-mail. */
export function verifyEmailMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Verify your Screenplay e-mail address',
    link,
    text: `Please confirm that ${to} is your e-mail address:\n\n${link}\n\nThe link is valid for 60 minutes.`,
  };
}

/** The notice to the old address when a new one is asked for (issue 10: "the old address is told of the change"). */
export function emailChangeNoticeMail(to: string, newEmail: string): MailMessage {
  return {
    to,
    subject: 'Your Screenplay e-mail address is being changed',
    text: `Someone signed in to your Screenplay account asked to change its e-mail address to ${newEmail}.\n\nThe change takes effect once the new address is verified. If it was not you, change your password at once: that ends every other session.`,
  };
}
