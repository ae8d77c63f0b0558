//! Outgoing mail: SMTP when `SMTP_URL` is set; otherwise each message is written to
//! `DATA_DIR/outbox/` so a person running the forum locally can open it.

use std::path::PathBuf;

use std::time::Duration;

use common::{AppError, Result};
use lettre::message::header::{ContentTransferEncoding, ContentType};
use lettre::message::{Body, Mailbox, Message};
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};

/// Waits before each retry of an SMTP delivery (the last entry is never waited for).
const RETRY_PAUSES: [Duration; 3] = [
    Duration::from_secs(2),
    Duration::from_secs(10),
    Duration::ZERO,
];

pub struct Mail {
    pub to: String,
    pub subject: String,
    pub body: String,
}

pub enum Mailer {
    Outbox(PathBuf),
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
}

pub struct MailSender {
    from: Mailbox,
    mailer: Mailer,
}

impl MailSender {
    pub fn new(smtp_url: Option<&str>, outbox: PathBuf, from: &str) -> Result<Self, String> {
        let from = from
            .parse()
            .map_err(|e| format!("MAIL_FROM is not a mail address: {e}"))?;
        let mailer = match smtp_url {
            Some(url) => Mailer::Smtp(
                AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    .map_err(|e| format!("SMTP_URL is not usable: {e}"))?
                    .build(),
            ),
            None => Mailer::Outbox(outbox),
        };
        Ok(Self { from, mailer })
    }

    pub async fn send(&self, mail: Mail) -> Result<()> {
        let to: Mailbox = mail.to.parse().map_err(AppError::internal)?;
        let message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(mail.subject)
            .header(ContentType::TEXT_PLAIN)
            .body(readable_body(mail.body))
            .map_err(AppError::internal)?;
        match &self.mailer {
            Mailer::Smtp(transport) => {
                // A mail server that is briefly unreachable gets two more tries.
                for (attempt, pause) in RETRY_PAUSES.iter().enumerate() {
                    match transport.send(message.clone()).await {
                        Ok(_) => break,
                        Err(err) if err.is_permanent() || attempt + 1 == RETRY_PAUSES.len() => {
                            return Err(AppError::internal(err));
                        }
                        Err(_) => {
                            tracing::warn!(attempt = attempt + 1, "mail delivery failed, retrying");
                            tokio::time::sleep(*pause).await;
                        }
                    }
                }
                tracing::info!("mail sent over SMTP");
            }
            Mailer::Outbox(dir) => {
                // Named by the system time and a random id: sorted by name, oldest first.
                let path = dir.join(format!(
                    "{}-{}.eml",
                    chrono::Utc::now().timestamp_millis(),
                    common::Id::generate()
                ));
                tokio::fs::write(&path, message.formatted())
                    .await
                    .map_err(AppError::internal)?;
                // The path, never the address or the link: logs carry no personal data or tokens.
                tracing::info!(file = %path.display(), "mail written to the outbox");
            }
        }
        Ok(())
    }
}

/// ASCII text goes out as 8bit, so a link stays whole and readable in a saved message;
/// lettre alone would fold lines over 76 characters with quoted-printable.
fn readable_body(text: String) -> Body {
    if text.is_ascii() && !text.contains('\0') && text.lines().all(|line| line.len() <= 998) {
        let crlf = text.replace("\r\n", "\n").replace('\n', "\r\n");
        Body::dangerous_pre_encoded(crlf.into_bytes(), ContentTransferEncoding::EightBit)
    } else {
        Body::new(text)
    }
}
