import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption of the social accounts' access tokens at rest (issue 14: "tokens stored encrypted with the server's
 * key"). The server's key is its signing secret (`APP_KEY`, or the one generated and kept in `settings`:
 * auth/signedLinks.ts `appKeyLoader`); a separate 256-bit key is derived from it with HKDF-SHA-256 and the label
 * {@link SOCIAL_TOKEN_KEY_LABEL}, so the link-signing secret itself never encrypts anything and a leak of one use
 * does not weaken the other. AES-256-GCM with a random 12-byte IV per token; the row's identity (customer, type,
 * provider id) is the associated data, so a ciphertext moved to another row fails to decrypt.
 */

/** The HKDF `info` label of the token key (the brief's name for it). */
export const SOCIAL_TOKEN_KEY_LABEL = 'social-tokens';

/** Length of the random IV, the size GCM is specified for (NIST SP 800-38D). */
const IV_BYTES = 12;

/** One encrypted token as stored: ciphertext, IV and authentication tag, each base64. */
export interface SealedToken {
  ciphertext: string;
  iv: string;
  tag: string;
}

/** What a sealed token is bound to: its row's identity. */
export interface TokenOwner {
  customerId: number;
  type: string;
  externalId: string;
}

/** A token that does not decrypt: the server's key changed, or the row was tampered with. */
export class TokenDecryptError extends Error {
  /** Builds the error for one account (never with any token material). */
  constructor(owner: TokenOwner) {
    super(`social token of ${owner.type} account ${owner.externalId} does not decrypt`);
    this.name = 'TokenDecryptError';
  }
}

/** Encrypts and decrypts the tokens of social accounts with a key derived from the server's key. */
export interface TokenCipher {
  seal(token: string, owner: TokenOwner): SealedToken;
  open(sealed: SealedToken, owner: TokenOwner): string;
}

const associatedData = (owner: TokenOwner) => Buffer.from(`${owner.customerId}|${owner.type}|${owner.externalId}`);

/** The cipher of a server key. */
export function tokenCipher(serverKey: string): TokenCipher {
  const key = Buffer.from(hkdfSync('sha256', serverKey, Buffer.alloc(0), SOCIAL_TOKEN_KEY_LABEL, 32));
  return {
    seal(token, owner) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(associatedData(owner));
      const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return {
        ciphertext: ciphertext.toString('base64'),
        iv: iv.toString('base64'),
        tag: cipher.getAuthTag().toString('base64'),
      };
    },
    open(sealed, owner) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
        decipher.setAAD(associatedData(owner));
        decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
        return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new TokenDecryptError(owner);
      }
    },
  };
}
