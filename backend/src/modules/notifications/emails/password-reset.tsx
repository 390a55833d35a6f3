import { Text } from '@react-email/components';
import { SHOP_NAME } from '../../../shared/brand.js';
import { EmailFrame, paragraph } from './layout.js';

/** The link to the shop's own page that completes a reset with Firebase's code. */
export function PasswordResetEmail({ shop, resetLink }: { shop: string; resetLink: string }) {
  return (
    <EmailFrame
      preview={`Choose a new password for your ${SHOP_NAME} account`}
      title="Choose a new password"
      shop={shop}
      actions={[{ label: 'Choose a new password', href: resetLink }]}
      because="someone asked to reset the password of your account"
    >
      <Text style={paragraph}>Hello,</Text>
      <Text style={paragraph}>
        Someone, probably you, asked to reset the password of the {SHOP_NAME} account that uses this address. The link below works once, for an hour.
      </Text>
      <Text style={paragraph}>If you didn’t ask, ignore this email: your password stays as it is.</Text>
    </EmailFrame>
  );
}
