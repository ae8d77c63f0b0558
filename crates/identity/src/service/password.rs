//! The password policy of spec §5 (one function, used by every transport) and argon2id hashing.

use argon2::password_hash::{self, Output, ParamsString, PasswordHash, Salt, SaltString};
use argon2::{Algorithm, Argon2, Block, Params, Version};
use std::collections::HashSet;
use std::sync::OnceLock;

use common::{AppError, Result};
use rand::{Rng, RngCore};

pub const MIN_LENGTH: usize = 8;
const SPECIALS: &str = "!@#$%^&*()-_=+[]{};:,.<>/?~";

/// Checks a new password against the rules of spec §5, returning the spec's message.
pub fn check_policy(password: &str) -> Result<()> {
    let fail = |message: &str| Err(AppError::invalid("password", message));
    if password.chars().count() < MIN_LENGTH {
        return fail("Passwords should be at least 8 characters");
    }
    if !password.chars().any(char::is_lowercase) {
        return fail("Passwords should contain a lowercase letter");
    }
    if !password.chars().any(char::is_uppercase) {
        return fail("Passwords should contain an uppercase letter");
    }
    if !password.chars().any(|c| c.is_ascii_digit()) {
        return fail("Passwords should contain a number");
    }
    if !password
        .chars()
        .any(|c| !c.is_alphanumeric() && !c.is_whitespace())
    {
        return fail("Passwords should contain a special character");
    }
    Ok(())
}

/// Every rule a new password must pass: spec §5's shape, the confirmation, and not common.
pub fn check_new(password: &str, confirmation: &str) -> Result<()> {
    check_policy(password)?;
    if password != confirmation {
        return Err(AppError::invalid(
            "confirmPassword",
            "Passwords do not match",
        ));
    }
    check_not_common(password)
}

/// Refuses passwords on the shipped list of the 10,000 most common ones, also when dressed up
/// with leading or trailing digits and symbols or common letter swaps ("P@ssw0rd2024!").
fn check_not_common(password: &str) -> Result<()> {
    static COMMON: OnceLock<HashSet<&'static str>> = OnceLock::new();
    let common = COMMON.get_or_init(|| {
        include_str!("../../data/common-passwords.txt")
            .lines()
            .collect()
    });
    let lower = password.to_lowercase();
    let core = lower.trim_matches(|c: char| !c.is_alphabetic());
    let plain: String = core
        .chars()
        .map(|c| match c {
            '@' | '4' => 'a',
            '0' => 'o',
            '3' => 'e',
            '$' | '5' => 's',
            '1' | '!' => 'i',
            '7' => 't',
            other => other,
        })
        .collect();
    let is_common = common.contains(lower.as_str())
        || (core.len() >= 4 && (common.contains(core) || common.contains(plain.as_str())));
    if is_common {
        return Err(AppError::invalid(
            "password",
            "This password is too common. Please choose one that is harder to guess.",
        ));
    }
    Ok(())
}

/// A random password that satisfies the policy, for accounts made from the command line.
pub fn generate() -> String {
    const LOWER: &[u8] = b"abcdefghijkmnopqrstuvwxyz";
    const UPPER: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ";
    const DIGITS: &[u8] = b"23456789";
    let mut rng = rand::rng();
    let mut pick = |set: &[u8]| char::from(set[rng.random_range(0..set.len())]);
    let mut chars: Vec<char> = (0..14)
        .map(|i| pick([LOWER, UPPER, DIGITS][i % 3]))
        .collect();
    chars.push(pick(SPECIALS.as_bytes()));
    chars.push(pick(SPECIALS.as_bytes()));
    chars.into_iter().collect()
}

/// argon2id with OWASP's parameters (19 MiB, t=2, p=1).
fn hasher(params: Params) -> Argon2<'static> {
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

fn failed(err: impl std::fmt::Display) -> AppError {
    AppError::Internal(err.to_string().into())
}

thread_local! {
    /// The 19 MiB a hash works in, allocated once per hashing thread and reused: a burst of
    /// logins leaves no freed buffers behind for the allocator to hoard.
    static MEMORY: std::cell::RefCell<Vec<Block>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The PHC string (`$argon2id$v=19$m=…`) of `password` under `salt` and `params`, computed
/// in the thread's reused memory; the same string `Argon2::hash_password` writes.
fn hash_in_place<'a>(password: &[u8], salt: Salt<'a>, params: Params) -> Result<PasswordHash<'a>> {
    let mut salt_bytes = [0u8; 64];
    let salt_bytes = salt.decode_b64(&mut salt_bytes).map_err(failed)?;
    let output_len = params.output_len().unwrap_or(Params::DEFAULT_OUTPUT_LEN);
    let output = MEMORY.with_borrow_mut(|memory| {
        memory.resize(params.block_count(), Block::default());
        Output::init_with(output_len, |out| {
            hasher(params.clone())
                .hash_password_into_with_memory(password, salt_bytes, out, &mut memory[..])
                .map_err(|_| password_hash::Error::Crypto)
        })
    });
    Ok(PasswordHash {
        algorithm: Algorithm::Argon2id.ident(),
        version: Some(Version::V0x13.into()),
        params: ParamsString::try_from(&params).map_err(failed)?,
        salt: Some(salt),
        hash: Some(output.map_err(failed)?),
    })
}

fn hash_now(password: &[u8]) -> Result<String> {
    let mut salt = [0u8; 16];
    rand::rng().fill_bytes(&mut salt);
    let salt = SaltString::encode_b64(&salt).map_err(failed)?;
    Ok(hash_in_place(password, salt.as_salt(), Params::default())?.to_string())
}

/// A well-formed argon2id hash (today's parameters) of random bytes under a random salt: no
/// known password verifies against it, and checking one costs what any verification costs, so
/// signing in to such an account looks exactly like a wrong password. For accounts that must
/// not be signed in to, such as demo members, without spending a real hash on each.
pub fn unusable_hash() -> Result<String> {
    let mut rng = rand::rng();
    let mut salt = [0u8; 16];
    rng.fill_bytes(&mut salt);
    let salt = SaltString::encode_b64(&salt).map_err(failed)?;
    let mut output = [0u8; Params::DEFAULT_OUTPUT_LEN];
    rng.fill_bytes(&mut output);
    let params = Params::default();
    Ok(PasswordHash {
        algorithm: Algorithm::Argon2id.ident(),
        version: Some(Version::V0x13.into()),
        params: ParamsString::try_from(&params).map_err(failed)?,
        salt: Some(salt.as_salt()),
        hash: Some(Output::new(&output).map_err(failed)?),
    }
    .to_string())
}

fn verify_now(password: &[u8], stored_hash: &str) -> Result<bool> {
    let stored = PasswordHash::new(stored_hash).map_err(failed)?;
    if stored.algorithm != Algorithm::Argon2id.ident() {
        return Err(failed("stored hash is not argon2id"));
    }
    let (Some(salt), Some(expected)) = (stored.salt, stored.hash) else {
        return Err(failed("stored hash has no salt or output"));
    };
    // The stored parameters, output length included.
    let params = Params::try_from(&stored).map_err(failed)?;
    let computed = hash_in_place(password, salt, params)?;
    // `Output` compares in constant time.
    Ok(computed.hash == Some(expected))
}

/// Requests waiting for a hash beyond this many per hashing thread get "busy" at once.
const QUEUE_PER_THREAD: usize = 32;
pub const BUSY: &str = "The server is busy right now. Please try again in a moment.";

type Work = Box<dyn FnOnce() + Send>;

/// Password hashing off the async threads, bounded: a fixed set of threads computes the
/// hashes (each takes 19 MiB and a core for tens of milliseconds), and a bounded queue feeds
/// them. A burst of logins or registrations therefore costs at most `threads × 19 MiB` and
/// waits its turn, or is told to come back (429) when the queue is full; it never grows the
/// server without bound. Fixed threads also keep the allocator's per-thread arenas few, so
/// the memory is reused instead of piling up after the burst.
pub struct Passwords {
    queue: std::sync::mpsc::SyncSender<Work>,
    /// Verified against when an email is unknown, so a wrong email costs the same time as a
    /// wrong password.
    dummy_hash: String,
    /// Hashes computed (hashed or verified) so far: tests see that a path hashes without
    /// timing it.
    computed: std::sync::Arc<std::sync::atomic::AtomicU64>,
}

impl Passwords {
    pub async fn new(threads: usize) -> Result<Self> {
        let threads = threads.max(1);
        let (queue, jobs) = std::sync::mpsc::sync_channel::<Work>(threads * QUEUE_PER_THREAD);
        let jobs = std::sync::Arc::new(std::sync::Mutex::new(jobs));
        for n in 0..threads {
            let jobs = std::sync::Arc::clone(&jobs);
            std::thread::Builder::new()
                .name(format!("argon2-{n}"))
                .spawn(move || {
                    loop {
                        let job = {
                            let jobs = jobs.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
                            jobs.recv()
                        };
                        match job {
                            Ok(job) => job(),
                            Err(_) => break, // The pool is gone.
                        }
                    }
                })
                .map_err(AppError::internal)?;
        }
        let mut passwords = Self {
            queue,
            dummy_hash: String::new(),
            computed: std::sync::Arc::default(),
        };
        passwords.dummy_hash = passwords.hash(generate()).await?;
        Ok(passwords)
    }

    pub async fn hash(&self, password: String) -> Result<String> {
        self.run(move || hash_now(password.as_bytes())).await
    }

    pub async fn verify(&self, password: String, stored_hash: String) -> Result<bool> {
        self.run(move || verify_now(password.as_bytes(), &stored_hash))
            .await
    }

    /// Spends the time of a verification on a hash nobody has (an unknown email); always false.
    pub async fn verify_nobody(&self, password: String) -> Result<bool> {
        let dummy = self.dummy_hash.clone();
        self.run(move || verify_now(password.as_bytes(), &dummy))
            .await?;
        Ok(false)
    }

    /// How many hashes have been computed, hashing or verifying.
    pub fn computed(&self) -> u64 {
        self.computed.load(std::sync::atomic::Ordering::Relaxed)
    }

    async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> Result<T> + Send + 'static,
    ) -> Result<T> {
        let (answer, answered) = tokio::sync::oneshot::channel();
        let computed = std::sync::Arc::clone(&self.computed);
        let job: Work = Box::new(move || {
            queued().decrement(1.0);
            in_flight().increment(1.0);
            let result = work();
            in_flight().decrement(1.0);
            computed.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let _ = answer.send(result);
        });
        // Counted before it is queued, so a thread that takes it at once never counts below 0.
        queued().increment(1.0);
        self.queue.try_send(job).map_err(|err| {
            queued().decrement(1.0);
            match err {
                std::sync::mpsc::TrySendError::Full(_) => AppError::rate_limited(BUSY, 2),
                std::sync::mpsc::TrySendError::Disconnected(_) => {
                    AppError::Internal("the password hashing threads are gone".into())
                }
            }
        })?;
        answered
            .await
            .map_err(|_| AppError::Internal("a password hashing thread stopped".into()))?
    }
}

/// Hashes waiting for a hashing thread (the metrics).
fn queued() -> metrics::Gauge {
    metrics::gauge!("forum_password_hashes", "state" => "queued")
}

/// Hashes being computed (the metrics).
fn in_flight() -> metrics::Gauge {
    metrics::gauge!("forum_password_hashes", "state" => "in_flight")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn policy_messages_follow_the_spec() {
        let cases = [
            ("Ab1!", "Passwords should be at least 8 characters"),
            ("ABCDEFG1!", "Passwords should contain a lowercase letter"),
            ("abcdefg1!", "Passwords should contain an uppercase letter"),
            ("Abcdefgh!", "Passwords should contain a number"),
            ("Abcdefgh1", "Passwords should contain a special character"),
        ];
        for (password, message) in cases {
            assert_eq!(
                check_policy(password).unwrap_err().to_string(),
                message,
                "{password}"
            );
        }
        assert!(check_policy("Abcdefg1!").is_ok());
    }

    #[test]
    fn generated_passwords_pass_the_policy() {
        for _ in 0..50 {
            let password = generate();
            assert!(check_policy(&password).is_ok(), "{password}");
            assert!(check_not_common(&password).is_ok(), "{password}");
        }
    }

    #[test]
    fn common_passwords_are_refused_even_when_dressed_up() {
        for common in [
            "Password1!",
            "P@ssw0rd2024!",
            "Sunshine99$",
            "!Iloveyou1",
            "Qwerty123!",
            "Football#7",
        ] {
            assert!(
                check_policy(common).is_ok(),
                "{common} passes the shape rules"
            );
            let err = check_not_common(common).unwrap_err();
            assert!(err.to_string().contains("too common"), "{common}");
        }
        for fine in ["Quiet-Meadow-42", "Lantern%Otter9", "Xq7!vR2#pL"] {
            assert!(check_not_common(fine).is_ok(), "{fine}");
        }
    }

    #[tokio::test]
    async fn hashes_are_argon2id_with_owasp_parameters_and_verify() {
        let passwords = Passwords::new(1).await.unwrap();
        let hash = passwords.hash("Abcdefg1!".into()).await.unwrap();
        assert!(
            hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
            "{hash}"
        );
        assert!(
            passwords
                .verify("Abcdefg1!".into(), hash.clone())
                .await
                .unwrap()
        );
        assert!(!passwords.verify("Abcdefg1?".into(), hash).await.unwrap());
        assert!(!passwords.verify_nobody("Abcdefg1!".into()).await.unwrap());
    }

    #[test]
    fn hashes_match_the_argon2_crate_both_ways() {
        use argon2::password_hash::{PasswordHasher, PasswordVerifier};
        let ours = hash_now(b"Abcdefg1!").unwrap();
        let parsed = PasswordHash::new(&ours).unwrap();
        assert!(
            hasher(Params::default())
                .verify_password(b"Abcdefg1!", &parsed)
                .is_ok()
        );
        let salt = SaltString::encode_b64(b"0123456789abcdef").unwrap();
        let theirs = hasher(Params::default())
            .hash_password(b"Abcdefg1!", &salt)
            .unwrap()
            .to_string();
        assert!(verify_now(b"Abcdefg1!", &theirs).unwrap());
        assert!(!verify_now(b"Abcdefg1?", &theirs).unwrap());
        // A hash stored with other (older, cheaper) parameters still verifies.
        let cheap = hasher(Params::new(8 * 1024, 1, 1, None).unwrap())
            .hash_password(b"Abcdefg1!", &salt)
            .unwrap()
            .to_string();
        assert!(verify_now(b"Abcdefg1!", &cheap).unwrap());
    }

    #[test]
    fn unusable_hashes_are_well_formed_and_match_nothing() {
        let hash = unusable_hash().unwrap();
        assert!(
            hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
            "{hash}"
        );
        assert_ne!(hash, unusable_hash().unwrap());
        for guess in ["", "Abcdefg1!", "password"] {
            assert!(!verify_now(guess.as_bytes(), &hash).unwrap(), "{guess}");
        }
    }

    #[tokio::test]
    async fn a_full_queue_answers_busy_instead_of_growing() {
        let passwords = std::sync::Arc::new(Passwords::new(1).await.unwrap());
        let burst: Vec<_> = (0..QUEUE_PER_THREAD + 8)
            .map(|_| {
                let passwords = std::sync::Arc::clone(&passwords);
                tokio::spawn(async move { passwords.hash("Abcdefg1!".into()).await })
            })
            .collect();
        let mut busy = 0;
        for task in burst {
            match task.await.unwrap() {
                Ok(hash) => assert!(hash.starts_with("$argon2id$")),
                Err(err) => {
                    assert_eq!(err.retry_after_secs(), Some(2));
                    busy += 1;
                }
            }
        }
        assert!(busy >= 1, "some of the burst is told to come back");
    }
}
