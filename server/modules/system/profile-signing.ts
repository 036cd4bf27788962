import { createHash, createPrivateKey, type KeyObject, webcrypto, X509Certificate } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

/**
 * Signs the iOS configuration profile the way Apple's tools do (`openssl smime -sign -nodetach`): a CMS
 * SignedData whose content is the profile itself, with the signer's certificate and its intermediates, so iOS
 * shows the profile as "Verified" when the chain leads to a root it trusts (a TLS certificate of the site's own
 * domain does). The certificate and key are files in DATA_DIR, like the site's other secrets.
 */

/** The signing certificate first, then its intermediates, in PEM. */
export const PROFILE_CERTIFICATE_FILE = 'ios-profile.crt';
/** The certificate's private key in PEM (PKCS#8, PKCS#1 or SEC 1), unencrypted. */
export const PROFILE_KEY_FILE = 'ios-profile.key';

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
};

const NAMED_CURVES: Record<string, string> = { prime256v1: 'P-256', secp384r1: 'P-384', secp521r1: 'P-521' };

const engine = new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as Crypto });

export interface ProfileSigner {
  /** Who signs: the certificate's subject, for the log. */
  readonly subject: string;
  /** The CMS SignedData (DER) carrying `content`, signed at `at`. */
  sign(content: Uint8Array, at: Date): Promise<Uint8Array>;
}

/** WebCrypto's parameters for a key of this type (RSA or EC), with SHA-256. */
function signingAlgorithm(key: KeyObject): RsaHashedImportParams | EcKeyImportParams {
  if (key.asymmetricKeyType === 'rsa') return { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
  const curve = NAMED_CURVES[key.asymmetricKeyDetails?.namedCurve ?? ''];
  if (key.asymmetricKeyType === 'ec' && curve) return { name: 'ECDSA', namedCurve: curve };
  throw new Error(`a ${key.asymmetricKeyType} key cannot sign profiles (RSA or EC P-256/384/521 can)`);
}

const pemCertificates = (text: string) =>
  text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];

/**
 * The signer of DATA_DIR's certificate and key; null when neither file is there (profiles go unsigned).
 * Throws, saying what is wrong, when only one is there, either does not parse, or they do not belong together.
 */
export async function loadProfileSigner(dataDir: string | null): Promise<ProfileSigner | null> {
  if (!dataDir) return null;
  const certificatePath = join(dataDir, PROFILE_CERTIFICATE_FILE);
  const keyPath = join(dataDir, PROFILE_KEY_FILE);
  const hasCertificate = existsSync(certificatePath);
  const hasKey = existsSync(keyPath);
  if (!hasCertificate && !hasKey) return null;
  if (!hasCertificate || !hasKey) {
    throw new Error(`${hasKey ? certificatePath : keyPath} is missing: both files are needed to sign`);
  }
  const chain = pemCertificates(readFileSync(certificatePath, 'utf8')).map((pem) => new X509Certificate(pem));
  const [certificate] = chain;
  if (!certificate) throw new Error(`${certificatePath} holds no PEM certificate`);
  const keyObject = createPrivateKey(readFileSync(keyPath));
  if (!certificate.checkPrivateKey(keyObject)) {
    throw new Error(`${keyPath} is not the key of the first certificate in ${certificatePath}`);
  }
  const privateKey = await webcrypto.subtle.importKey(
    'pkcs8',
    keyObject.export({ format: 'der', type: 'pkcs8' }),
    signingAlgorithm(keyObject),
    false,
    ['sign'],
  );
  const certificates = chain.map((entry) => pkijs.Certificate.fromBER(new Uint8Array(entry.raw)));
  const signer = certificates[0]!;

  return {
    subject: certificate.subject.replace(/\n/g, ', '),
    async sign(content, at) {
      const digest = createHash('sha256').update(content).digest();
      const signedData = new pkijs.SignedData({
        version: 1,
        encapContentInfo: new pkijs.EncapsulatedContentInfo({
          eContentType: OID.data,
          eContent: new asn1js.OctetString({ valueHex: content }),
        }),
        signerInfos: [
          new pkijs.SignerInfo({
            version: 1,
            sid: new pkijs.IssuerAndSerialNumber({
              issuer: signer.issuer,
              serialNumber: signer.serialNumber,
            }),
            signedAttrs: new pkijs.SignedAndUnsignedAttributes({
              type: 0,
              attributes: [
                new pkijs.Attribute({
                  type: OID.contentType,
                  values: [new asn1js.ObjectIdentifier({ value: OID.data })],
                }),
                new pkijs.Attribute({
                  type: OID.signingTime,
                  values: [new asn1js.UTCTime({ valueDate: at })],
                }),
                new pkijs.Attribute({
                  type: OID.messageDigest,
                  values: [new asn1js.OctetString({ valueHex: digest })],
                }),
              ],
            }),
          }),
        ],
        certificates,
      });
      await signedData.sign(privateKey, 0, 'SHA-256', undefined, engine);
      const wrapped = new pkijs.ContentInfo({
        contentType: OID.signedData,
        content: signedData.toSchema(true),
      });
      return new Uint8Array(wrapped.toSchema().toBER(false));
    },
  };
}
