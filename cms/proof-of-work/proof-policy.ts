/** The proof of work a lead carries (docs/forms.md): ALTCHA v2 challenges, PBKDF2 so a browser hashes as fast as a script. */
export const PROOF_POLICY = {
  algorithm: 'PBKDF2/SHA-256',
  /** A derived key must start with this byte: one attempt in 256 succeeds. */
  keyPrefix: '00',
  /** A challenge is good for 10 minutes, spent or not. */
  ttlMs: 10 * 60_000,
  /** The name of the HMAC key that signs challenges, in the database's secrets. */
  secretName: 'proof-of-work-hmac',
} as const;
