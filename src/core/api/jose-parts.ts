/** The two jose functions the client uses, as one lazily imported module (the rest of jose stays out). */
export { CompactEncrypt, importJWK } from 'jose';
