//! The local backend's signed URLs, shaped like S3's presigned ones: an HMAC-SHA256 over the
//! method, the key, the content type and the expiry, so none of them can be changed.

use hmac::{Hmac, Mac};
use sha2::Sha256;

#[derive(Clone)]
pub struct UrlSigner(Hmac<Sha256>);

impl UrlSigner {
    pub fn new(key: &[u8]) -> Self {
        #[allow(clippy::expect_used)] // HMAC accepts keys of any length.
        let mac = Hmac::<Sha256>::new_from_slice(key).expect("any key length");
        Self(mac)
    }

    /// The hex signature of one request: `method` on `key` with `content_type`, until `expires`
    /// (seconds since the epoch).
    pub fn sign(&self, method: &str, key: &str, content_type: &str, expires: i64) -> String {
        hex::encode(
            self.mac(method, key, content_type, expires)
                .finalize()
                .into_bytes(),
        )
    }

    /// Compares in constant time; a signature that is not 64 hex characters never matches.
    pub fn verify(
        &self,
        method: &str,
        key: &str,
        content_type: &str,
        expires: i64,
        signature: &str,
    ) -> bool {
        let Ok(signature) = hex::decode(signature) else {
            return false;
        };
        self.mac(method, key, content_type, expires)
            .verify_slice(&signature)
            .is_ok()
    }

    /// The parts are separated by newlines, which none of them can contain (keys are checked,
    /// header values cannot hold one).
    fn mac(&self, method: &str, key: &str, content_type: &str, expires: i64) -> Hmac<Sha256> {
        let mut mac = self.0.clone();
        mac.update(format!("{method}\n{key}\n{content_type}\n{expires}").as_bytes());
        mac
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signature_binds_every_part() {
        let signer = UrlSigner::new(b"key");
        let good = signer.sign("PUT", "images/a.png", "image/png", 100);
        assert_eq!(good.len(), 64);
        assert!(signer.verify("PUT", "images/a.png", "image/png", 100, &good));
        assert!(!signer.verify("GET", "images/a.png", "image/png", 100, &good));
        assert!(!signer.verify("PUT", "images/b.png", "image/png", 100, &good));
        assert!(!signer.verify("PUT", "images/a.png", "text/html", 100, &good));
        assert!(!signer.verify("PUT", "images/a.png", "image/png", 101, &good));
        assert!(!signer.verify("PUT", "images/a.png", "image/png", 100, &good[..62]));
        assert!(!signer.verify("PUT", "images/a.png", "image/png", 100, "zz"));
        let other = UrlSigner::new(b"another key");
        assert!(!other.verify("PUT", "images/a.png", "image/png", 100, &good));
    }
}
