//! Mail over SMTP, against a real SMTP server process (aiosmtpd, from PyPI).

use std::io::{BufRead, BufReader};
use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::TestApp;

/// An SMTP server that prints every message it receives; stopped when dropped.
struct SmtpSink {
    child: Child,
    port: u16,
    received: Arc<Mutex<String>>,
}

impl SmtpSink {
    async fn start() -> Self {
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let mut child = Command::new("python3")
            .args(["-m", "aiosmtpd", "-n", "-l", &format!("127.0.0.1:{port}")])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("python3 with aiosmtpd (./test installs it)");
        let received = Arc::new(Mutex::new(String::new()));
        let stdout = child.stdout.take().unwrap();
        let sink = Arc::clone(&received);
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                let mut text = sink.lock().unwrap();
                text.push_str(&line);
                text.push('\n');
            }
        });
        // Owned before waiting, so a server that never answers is still stopped (by Drop).
        let mut sink = Self {
            child,
            port,
            received,
        };
        // Python's start-up on a starved machine has taken more than 5 s: wait on the port,
        // with a minute's margin, not on the clock.
        for _ in 0..1200 {
            if tokio::net::TcpStream::connect(("127.0.0.1", port))
                .await
                .is_ok()
            {
                return sink;
            }
            if let Ok(Some(status)) = sink.child.try_wait() {
                panic!("aiosmtpd exited ({status}): is it installed? (./test installs it)");
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("aiosmtpd did not start on port {port}");
    }

    async fn wait_for(&self, text: &str) -> String {
        for _ in 0..1200 {
            let received = self.received.lock().unwrap().clone();
            if received.contains(text) {
                return received;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!(
            "no mail containing {text:?}; received: {}",
            self.received.lock().unwrap()
        );
    }
}

impl Drop for SmtpSink {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[tokio::test]
async fn password_reset_mail_goes_out_over_smtp_when_configured() {
    let smtp = SmtpSink::start().await;
    let app = TestApp::sqlite_with(vec![
        ("SMTP_URL", format!("smtp://127.0.0.1:{}", smtp.port)),
        ("MAIL_FROM", "Real Talk <hello@realtalk.example>".into()),
        ("PUBLIC_URL", "https://realtalk.example".into()),
    ])
    .await;
    app.register("smtp@example.org", "Quiet-Meadow-42").await;

    let ask = json!({ "email": "smtp@example.org", "confirmEmail": "smtp@example.org" });
    assert_eq!(
        app.post_json("/api/auth/request-token", ask).await.status(),
        StatusCode::OK
    );
    let received = smtp
        .wait_for("https://realtalk.example/reset-password?token=")
        .await;
    assert!(received.contains("To: smtp@example.org"), "{received}");
    assert!(
        received.contains("From: \"Real Talk\" <hello@realtalk.example>"),
        "{received}"
    );
    assert!(
        received.contains("Subject: Reset your Real Talk password"),
        "{received}"
    );
    assert!(
        app.outbox(1).await.is_empty(),
        "nothing goes to the outbox when SMTP is configured"
    );
}
