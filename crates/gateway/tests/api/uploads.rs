//! Uploads and signed URLs (spec §7 Files), on the local disk and in S3: what a member PUTs
//! is served back at once, without its metadata, to whom the file's visibility allows, and
//! only through URLs that are signed, unexpired and untouched. Pixel bombs, uploads nobody
//! uses and a nearly full disk are refused (issue 17 §4, §7).

use chrono::Duration;
use common::{AppError, ErrorKind, Id};
use entity::files;
use reqwest::StatusCode;
use sea_orm::EntityTrait;
use serde_json::{Value, json};
use storage::service::files::{delete_rows, mark_attached, own_image};

use crate::helpers::{TestApp, Tokens, error_code};

const PASSWORD: &str = "Lantern%Otter9";

pub const PHOTO: &[u8] = include_bytes!("../fixtures/photo.jpg");
/// `PHOTO` with EXIF (camera, serial number, GPS position), XMP (creator) and a comment.
pub const PHOTO_WITH_GPS: &[u8] = include_bytes!("../fixtures/photo-gps.jpg");
/// `PHOTO_WITH_GPS` as a WebP that kept its EXIF and XMP chunks.
const WEBP_WITH_GPS: &[u8] = include_bytes!("../fixtures/photo-gps.webp");
const PNG: &[u8] = include_bytes!("../fixtures/clean.png");
/// `PNG` with tEXt (author), iTXt (a place) and tIME chunks.
const PNG_WITH_TEXT: &[u8] = include_bytes!("../fixtures/text.png");

crate::on_every_backend!(
    an_upload_round_trips_byte_for_byte,
    gps_xmp_and_comments_never_leave_the_server,
    png_text_chunks_never_leave_the_server,
    webp_exif_and_xmp_never_leave_the_server,
    tampered_urls_are_refused,
    expired_urls_are_refused,
    private_files_are_only_for_their_owner_and_admins,
    an_upload_is_readable_at_once_without_its_metadata,
    only_images_may_be_uploaded,
    bodies_over_the_cap_are_refused,
    bytes_that_are_not_the_claimed_image_are_refused,
    images_of_too_many_pixels_are_refused_from_their_header,
    a_members_unused_uploads_are_capped,
    visibility_follows_the_upload_flags,
    attaching_is_idempotent_and_only_for_the_owner,
    graphql_offers_the_same_uploads,
    deleted_rows_take_their_objects_after_commit,
    unused_uploads_go_after_an_hour,
    the_page_policy_lets_the_browser_reach_the_files,
);

/// The job's transaction, advisory lock and S3 deletions together.
#[tokio::test]
async fn unused_uploads_go_after_an_hour_on_postgres_with_s3() {
    unused_uploads_go_after_an_hour(TestApp::postgres_with_s3().await).await;
}

mod local_only {
    use super::*;

    #[tokio::test]
    async fn local_files_carry_protective_headers() {
        let app = TestApp::sqlite().await;
        let alice = app.register("alice@example.org", PASSWORD).await;
        let id = upload(&app, &alice, "image/png", PNG, "").await;
        let response = signed_url_response(&app, Some(&alice), &id).await;
        let body: Value = response.json().await.unwrap();
        let url = body["signedUrl"].as_str().unwrap();
        assert!(
            url.starts_with("/files/images/"),
            "served by the forum itself: {url}"
        );
        let response = app.get(url).await;
        assert_eq!(response.status(), StatusCode::OK);
        let header = |name: &str| {
            response
                .headers()
                .get(name)
                .map(|v| v.to_str().unwrap().to_owned())
                .unwrap_or_default()
        };
        assert_eq!(header("content-type"), "image/png");
        assert_eq!(header("x-content-type-options"), "nosniff");
        assert_eq!(header("content-disposition"), "inline");
        assert!(header("content-security-policy").contains("sandbox"));
        assert_eq!(header("cache-control"), "private, max-age=86400");
    }

    #[tokio::test]
    async fn keys_that_leave_the_files_folder_are_refused() {
        let app = TestApp::sqlite().await;
        let alice = app.register("alice@example.org", PASSWORD).await;
        let (url, _) = ticket(&app, &alice, "image/png", "").await;
        let query = url.split_once('?').unwrap().1;
        for path in [
            "images/..%2F..%2Fsecret",
            "%2Fetc%2Fpasswd",
            "..%2Fsecret",
            ".tmp/x",
        ] {
            let response = put(
                &app,
                &app.url(&format!("/files/{path}?{query}")),
                "image/png",
                PNG,
            )
            .await;
            assert_eq!(response.status(), StatusCode::FORBIDDEN, "{path}");
            let body: Value = response.json().await.unwrap();
            assert_eq!(body["error"], "This link is not valid.");
        }
    }

    #[tokio::test]
    async fn a_local_upload_url_writes_once() {
        let app = TestApp::sqlite().await;
        let alice = app.register("alice@example.org", PASSWORD).await;
        let (url, _) = ticket(&app, &alice, "image/png", "").await;
        assert_eq!(
            put(&app, &url, "image/png", PNG).await.status(),
            StatusCode::OK
        );
        let again = put(&app, &url, "image/png", PNG_WITH_TEXT).await;
        assert_eq!(again.status(), StatusCode::CONFLICT);
    }

    #[tokio::test]
    async fn uploads_per_member_are_limited() {
        let app = TestApp::sqlite_with(vec![("RATE_LIMIT_UPLOAD_ACCOUNT", "2/1h".into())]).await;
        let alice = app.register("alice@example.org", PASSWORD).await;
        for _ in 0..2 {
            ticket(&app, &alice, "image/png", "").await;
        }
        let response = app
            .get_as(&alice, "/api/s3/get-signed-post-url/a_1/image/png")
            .await;
        assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
        assert!(response.headers().contains_key("retry-after"));
        let bob = app.register("bob@example.org", PASSWORD).await;
        ticket(&app, &bob, "image/png", "").await;
        app.advance(Duration::minutes(61));
        let response = app.login("alice@example.org", PASSWORD).await;
        let alice = Tokens::from_body(&response.json().await.unwrap());
        ticket(&app, &alice, "image/png", "").await;
    }

    /// Uploads stop while the disk under the data folder is nearly full (here: while it has
    /// less than a petabyte free).
    #[tokio::test]
    async fn a_nearly_full_disk_takes_no_uploads() {
        let app = TestApp::sqlite_with(vec![("MIN_FREE_DISK_MB", "1000000000".into())]).await;
        let alice = app.register("alice@example.org", PASSWORD).await;
        let (status, body) = app
            .get_answer(&alice, "/api/s3/get-signed-post-url/a_1/image/png")
            .await;
        assert_eq!(status, StatusCode::INSUFFICIENT_STORAGE);
        assert_eq!(
            body["error"],
            "The forum cannot take pictures right now: its storage is nearly full. Please try again later."
        );
        let body = app
            .graphql_as(
                &alice.access,
                "mutation { createUpload(input: { fileName: \"a\", contentType: \"image/png\" }) { objectId } }",
                json!({}),
            )
            .await;
        assert_eq!(error_code(&body), "INSUFFICIENT_STORAGE");
    }
}

/// Asks for an upload URL over REST; answers it (absolute) and the object id.
pub async fn ticket(
    app: &TestApp,
    tokens: &Tokens,
    content_type: &str,
    query: &str,
) -> (String, Id) {
    let (status, body) = app
        .get_answer(
            tokens,
            &format!("/api/s3/get-signed-post-url/avatar_1732350000000/{content_type}?{query}"),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{content_type}");
    let url = body["signedPostUrl"].as_str().unwrap();
    let id = Id::parse("objectId", body["objectId"].as_str().unwrap()).unwrap();
    (app.absolute(url), id)
}

pub async fn put(app: &TestApp, url: &str, content_type: &str, bytes: &[u8]) -> reqwest::Response {
    app.client
        .put(url)
        .header("content-type", content_type)
        .body(bytes.to_vec())
        .send()
        .await
        .unwrap()
}

/// What a post, a profile or a Second Opinion does with an image: her own, checked, then
/// marked used.
async fn attach(app: &TestApp, tokens: &Tokens, id: &Id) -> Result<files::Model, AppError> {
    let viewer = app.viewer(tokens).await;
    let file = own_image(&app.state.db, &app.state.storage, &viewer, id.clone()).await?;
    mark_attached(&app.state.db, std::slice::from_ref(id), viewer.now()).await?;
    Ok(file)
}

/// PUTs an image to a fresh upload URL, members' visibility, without attaching it.
pub async fn put_image(app: &TestApp, tokens: &Tokens, bytes: &[u8]) -> Id {
    let (url, id) = ticket(app, tokens, "image/jpeg", "isViewableByAnyUser=true").await;
    assert_eq!(
        put(app, &url, "image/jpeg", bytes).await.status(),
        StatusCode::OK
    );
    id
}

/// Uploads and attaches an image; answers its id.
async fn upload(
    app: &TestApp,
    tokens: &Tokens,
    content_type: &str,
    bytes: &[u8],
    query: &str,
) -> Id {
    let (url, id) = ticket(app, tokens, content_type, query).await;
    let response = put(app, &url, content_type, bytes).await;
    assert_eq!(
        response.status(),
        StatusCode::OK,
        "{}",
        response.text().await.unwrap()
    );
    attach(app, tokens, &id).await.unwrap();
    id
}

/// `GET /api/s3/get-signed-url/{id}`, signed in or not.
async fn signed_url_response(app: &TestApp, tokens: Option<&Tokens>, id: &Id) -> reqwest::Response {
    let path = format!("/api/s3/get-signed-url/{id}");
    match tokens {
        Some(tokens) => app.get_as(tokens, &path).await,
        None => app.get(&path).await,
    }
}

/// A read URL for the file (absolute), asserting the viewer may have one.
pub async fn signed_url(app: &TestApp, tokens: Option<&Tokens>, id: &Id) -> String {
    let response = signed_url_response(app, tokens, id).await;
    assert_eq!(response.status(), StatusCode::OK);
    let body: Value = response.json().await.unwrap();
    app.absolute(body["signedUrl"].as_str().unwrap())
}

/// What a signed URL serves.
pub async fn download(app: &TestApp, url: &str) -> (StatusCode, Vec<u8>) {
    let response = app.client.get(url).send().await.unwrap();
    (response.status(), response.bytes().await.unwrap().to_vec())
}

/// The URL with one character of its signature changed.
fn tamper(url: &str) -> String {
    let at = url.to_ascii_lowercase().find("signature=").unwrap() + "signature=".len();
    let mut bytes = url.as_bytes().to_vec();
    bytes[at] = if bytes[at] == b'0' { b'1' } else { b'0' };
    String::from_utf8(bytes).unwrap()
}

async fn file_row(app: &TestApp, id: &Id) -> Option<files::Model> {
    files::Entity::find_by_id(id.clone())
        .one(&app.state.db)
        .await
        .unwrap()
}

async fn an_upload_round_trips_byte_for_byte(app: TestApp) {
    let alice = app.register("alice@example.org", PASSWORD).await;
    let id = upload(&app, &alice, "image/png", PNG, "").await;

    let response = signed_url_response(&app, Some(&alice), &id).await;
    assert_eq!(response.status(), StatusCode::OK);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["contentType"], "image/png");
    let url = app.absolute(body["signedUrl"].as_str().unwrap());
    let response = app.client.get(&url).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["content-type"], "image/png");
    assert_eq!(response.bytes().await.unwrap(), PNG);

    let row = file_row(&app, &id).await.unwrap();
    assert_eq!((row.state.as_str(), row.size), ("ready", PNG.len() as i64));
    assert_eq!(row.visibility, "private");
    assert!(
        !row.storage_key.contains("avatar"),
        "the client's file name is never kept: {}",
        row.storage_key
    );
}

async fn gps_xmp_and_comments_never_leave_the_server(app: TestApp) {
    let alice = app.register("alice@example.org", PASSWORD).await;
    let id = upload(&app, &alice, "image/jpeg", PHOTO_WITH_GPS, "").await;
    let (status, served) = download(&app, &signed_url(&app, Some(&alice), &id).await).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        served, PHOTO,
        "exactly the image without its metadata segments"
    );
    for secret in [
        "Exif",
        "GPS",
        "ForumPhone",
        "SN12345",
        "Jane Smith",
        "xmp",
        "Hill Road",
    ] {
        let found = served.windows(secret.len()).any(|w| w == secret.as_bytes());
        assert!(!found, "{secret} was served");
    }
    let row = file_row(&app, &id).await.unwrap();
    assert_eq!(
        std::fs::read(app.object_path(&row.storage_key)).unwrap(),
        PHOTO,
        "stored stripped"
    );
    assert_eq!(row.size, PHOTO.len() as i64);
}

async fn png_text_chunks_never_leave_the_server(app: TestApp) {
    let alice = app.register("alice@example.org", PASSWORD).await;
    let id = upload(&app, &alice, "image/png", PNG_WITH_TEXT, "").await;
    let (status, served) = download(&app, &signed_url(&app, Some(&alice), &id).await).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(served, PNG);
}

async fn webp_exif_and_xmp_never_leave_the_server(app: TestApp) {
    let alice = app.register("alice@example.org", PASSWORD).await;
    let id = upload(&app, &alice, "image/webp", WEBP_WITH_GPS, "").await;
    let (status, served) = download(&app, &signed_url(&app, Some(&alice), &id).await).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(&served[8..12], b"WEBP");
    for secret in ["EXIF", "XMP ", "SN12345", "Jane Smith"] {
        let found = served.windows(secret.len()).any(|w| w == secret.as_bytes());
        assert!(!found, "{secret} was served");
    }
    // The image data itself is untouched.
    let image = WEBP_WITH_GPS
        .windows(4)
        .position(|w| w == b"VP8 ")
        .map(|at| &WEBP_WITH_GPS[at..])
        .unwrap();
    let size = u32::from_le_bytes(image[4..8].try_into().unwrap()) as usize;
    let chunk = &image[..8 + size];
    assert!(served.windows(chunk.len()).any(|w| w == chunk));
}

async fn tampered_urls_are_refused(app: TestApp) {
    let alice = app.register("alice@example.org", PASSWORD).await;
    let (url, id) = ticket(&app, &alice, "image/png", "").await;
    let refused = put(&app, &tamper(&url), "image/png", PNG).await;
    assert_eq!(refused.status(), StatusCode::FORBIDDEN);
    let other_type = put(&app, &url, "text/html", b"<script>alert(1)</script>").await;
    assert_eq!(
        other_type.status(),
        StatusCode::FORBIDDEN,
        "the content type is signed"
    );
    let other_key = url.replace(id.as_str(), Id::generate().as_str());
    assert_eq!(
        put(&app, &other_key, "image/png", PNG).await.status(),
        StatusCode::FORBIDDEN
    );
    if !app.uses_s3() {
        let body: Value = refused.json().await.unwrap();
        assert_eq!(body["error"], "This link is not valid.");
        let unsigned = url.split('?').next().unwrap();
        assert_eq!(
            put(&app, unsigned, "image/png", PNG).await.status(),
            StatusCode::FORBIDDEN
        );
    }
    assert_eq!(
        put(&app, &url, "image/png", PNG).await.status(),
        StatusCode::OK
    );
    attach(&app, &alice, &id).await.unwrap();

    let url = signed_url(&app, Some(&alice), &id).await;
    assert_eq!(download(&app, &tamper(&url)).await.0, StatusCode::FORBIDDEN);
    if !app.uses_s3() {
        let as_html = url.replace("image%2Fpng", "text%2Fhtml");
        assert_ne!(as_html, url);
        assert_eq!(download(&app, &as_html).await.0, StatusCode::FORBIDDEN);
    }
    assert_eq!(download(&app, &url).await.0, StatusCode::OK);
}

/// URLs are signed in the past and used now: on the local disk the forum judges them by its
/// clock, in S3 the store judges them by its own.
async fn expired_urls_are_refused(app: TestApp) {
    let alice = app.register("alice@example.org", PASSWORD).await;
    app.advance(Duration::minutes(-16));
    let (url, id) = ticket(&app, &alice, "image/png", "").await;
    app.advance(Duration::minutes(16));
    let response = put(&app, &url, "image/png", PNG).await;
    assert_eq!(response.status(), StatusCode::FORBIDDEN);
    if !app.uses_s3() {
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["error"], "This link has expired.");
    }
    assert!(matches!(
        attach(&app, &alice, &id).await,
        Err(AppError::NotFound(_))
    ));

    let id = upload(&app, &alice, "image/png", PNG, "").await;
    app.advance(Duration::hours(-25));
    let url = signed_url(&app, Some(&alice), &id).await;
    app.advance(Duration::hours(25));
    assert_eq!(download(&app, &url).await.0, StatusCode::FORBIDDEN);
    let fresh = signed_url(&app, Some(&alice), &id).await;
    assert_eq!(download(&app, &fresh).await.0, StatusCode::OK);
}

async fn private_files_are_only_for_their_owner_and_admins(app: TestApp) {
    let alice = app.register("alice@example.org", PASSWORD).await;
    let bob = app.register("bob@example.org", PASSWORD).await;
    let id = upload(
        &app,
        &alice,
        "image/png",
        PNG,
        "isPublic=false&isViewableByAnyUser=false",
    )
    .await;
    let response = signed_url_response(&app, Some(&bob), &id).await;
    assert_eq!(response.status(), StatusCode::FORBIDDEN);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"], "You can't access that");
    assert_eq!(
        signed_url_response(&app, None, &id).await.status(),
        StatusCode::FORBIDDEN
    );
    let admin = app.admin().await;
    signed_url(&app, Some(&admin), &id).await;
    signed_url(&app, Some(&alice), &id).await;
}

async fn an_upload_is_readable_at_once_without_its_metadata(app: TestApp) {
    let alice = app.register("alice@example.org", PASSWORD).await;
    let bob = app.register("bob@example.org", PASSWORD).await;
    let (url, id) = ticket(&app, &alice, "image/jpeg", "isViewableByAnyUser=true").await;
    assert_eq!(
        put(&app, &url, "image/jpeg", PHOTO_WITH_GPS).await.status(),
        StatusCode::OK
    );
    // Nothing attached it yet: she previews it, and other members may read it too.
    for reader in [&alice, &bob] {
        let url = signed_url(&app, Some(reader), &id).await;
        let (status, bytes) = download(&app, &url).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(bytes, PHOTO.to_vec(), "served stripped, never as sent");
    }
    let row = file_row(&app, &id).await.unwrap();
    assert_eq!(row.state, "ready");
    assert!(row.attached_at.is_none());
    assert_eq!(
        signed_url_response(&app, None, &id).await.status(),
        StatusCode::FORBIDDEN,
        "members only"
    );
    // A link whose upload never came has nothing to read.
    let (_, never_sent) = ticket(&app, &alice, "image/png", "").await;
    let response = signed_url_response(&app, Some(&alice), &never_sent).await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"], "File not found");
    let unknown = signed_url_response(&app, Some(&alice), &Id::generate()).await;
    assert_eq!(unknown.status(), StatusCode::NOT_FOUND);
    let malformed = app.get_as(&alice, "/api/s3/get-signed-url/nope").await;
    assert_eq!(malformed.status(), StatusCode::BAD_REQUEST);
}

async fn only_images_may_be_uploaded(app: TestApp) {
    let alice = app.register("alice@example.org", PASSWORD).await;
    for content_type in ["application/pdf", "image/svg+xml", "text/html"] {
        let encoded = content_type.replace('/', "%2F").replace('+', "%2B");
        let (status, body) = app
            .get_answer(
                &alice,
                &format!("/api/s3/get-signed-post-url/a_1/{encoded}"),
            )
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{content_type}");
        assert_eq!(
            body["error"],
            "Please only upload an image file (webp, png, jpeg,. etc)"
        );
    }
    // Both spellings of the content type in the path.
    ticket(&app, &alice, "image/webp", "").await;
    ticket(&app, &alice, "image%2Fgif", "").await;
    let anonymous = app.get("/api/s3/get-signed-post-url/a_1/image/png").await;
    assert_eq!(anonymous.status(), StatusCode::UNAUTHORIZED);
    let forged = app
        .client
        .get(app.url("/api/s3/get-signed-url/65a1b2c3d4e5f60718293a4b"))
        .bearer_auth("not-a-token")
        .send()
        .await
        .unwrap();
    assert_eq!(
        forged.status(),
        StatusCode::UNAUTHORIZED,
        "an invalid token is never anonymous"
    );
}

async fn bodies_over_the_cap_are_refused(app: TestApp) {
    let alice = app.register("alice@example.org", PASSWORD).await;
    let too_big = vec![0u8; 10 * 1024 * 1024 + 1];
    let (url, id) = ticket(&app, &alice, "image/png", "").await;
    if app.uses_s3() {
        // A presigned PUT cannot cap the size: the check happens when the file is first read
        // or attached, which deletes the oversized object.
        assert_eq!(
            put(&app, &url, "image/png", &too_big).await.status(),
            StatusCode::OK
        );
        let err = attach(&app, &alice, &id).await.unwrap_err();
        assert_eq!(err.kind(), ErrorKind::TooLarge);
        let row = file_row(&app, &id).await.unwrap();
        assert!(!app.object_path(&row.storage_key).exists());
        return;
    }
    let response = put(&app, &url, "image/png", &too_big).await;
    assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"], "The file is larger than 10 MB.");
    // Without a Content-Length the cap is counted while the body streams in.
    let chunks = (0..11).map(|_| Ok::<_, std::io::Error>(vec![0u8; 1024 * 1024]));
    let response = app
        .client
        .put(&url)
        .header("content-type", "image/png")
        .body(reqwest::Body::wrap_stream(futures_util::stream::iter(
            chunks,
        )))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);
    let row = file_row(&app, &id).await.unwrap();
    assert!(!app.object_path(&row.storage_key).exists());
    assert_eq!(
        put(&app, &url, "image/png", PNG).await.status(),
        StatusCode::OK
    );
}

/// PUTs `bytes` to a fresh upload link claiming `content_type`; answers the file's id and the
/// refusal the member sees: on the local store the PUT answers it; S3 takes any PUT, so the
/// first read of the file answers it.
async fn refused_upload(
    app: &TestApp,
    tokens: &Tokens,
    content_type: &str,
    bytes: &[u8],
) -> (Id, StatusCode, String) {
    let (url, id) = ticket(app, tokens, content_type, "isPublic=true").await;
    let mut response = put(app, &url, content_type, bytes).await;
    if app.uses_s3() {
        assert_eq!(response.status(), StatusCode::OK);
        response = signed_url_response(app, Some(tokens), &id).await;
    }
    let status = response.status();
    let body: Value = response.json().await.unwrap();
    (
        id,
        status,
        body["error"].as_str().unwrap_or_default().to_owned(),
    )
}

async fn bytes_that_are_not_the_claimed_image_are_refused(app: TestApp) {
    let alice = app.register("alice@example.org", PASSWORD).await;
    let html = b"<html><script>alert(document.cookie)</script></html>";
    let (id, status, error) = refused_upload(&app, &alice, "image/png", html).await;
    assert_eq!(
        (status, error.as_str()),
        (
            StatusCode::BAD_REQUEST,
            "The file is not a valid PNG image."
        )
    );
    let row = file_row(&app, &id).await.unwrap();
    assert_eq!(row.state, "pending");
    assert!(
        !app.object_path(&row.storage_key).exists(),
        "refused bytes are deleted"
    );
    assert_eq!(
        signed_url_response(&app, None, &id).await.status(),
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        attach(&app, &alice, &id).await.unwrap_err().kind(),
        ErrorKind::NotFound
    );

    let (_, status, error) = refused_upload(&app, &alice, "image/png", PHOTO).await;
    assert_eq!(
        (status, error.as_str()),
        (
            StatusCode::BAD_REQUEST,
            "The file is not a valid PNG image."
        ),
        "a JPEG is not a PNG"
    );
}

/// `PNG` with its header declaring `width` × `height` pixels (a few hundred bytes that would
/// take a browser gigabytes to show).
fn png_declaring(width: u32, height: u32) -> Vec<u8> {
    let mut png = PNG.to_vec();
    png[16..20].copy_from_slice(&width.to_be_bytes());
    png[20..24].copy_from_slice(&height.to_be_bytes());
    png
}

async fn images_of_too_many_pixels_are_refused_from_their_header(app: TestApp) {
    let alice = app.register("alice@example.org", PASSWORD).await;
    for (width, height) in [(20_000, 20_000), (12_000, 100), (9_000, 9_000)] {
        let (id, status, error) =
            refused_upload(&app, &alice, "image/png", &png_declaring(width, height)).await;
        assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{width} × {height}");
        assert_eq!(
            error,
            format!(
                "The image is {width} × {height} pixels: images can be at most 10,000 pixels on a side and 50 megapixels in all."
            )
        );
        let row = file_row(&app, &id).await.unwrap();
        assert!(!app.object_path(&row.storage_key).exists());
    }
}

async fn a_members_unused_uploads_are_capped(app: TestApp) {
    let alice = app.register("alice@example.org", PASSWORD).await;
    // Links whose bytes have not been checked count as the largest upload: five fill 50 MB.
    let mut waiting = Vec::new();
    for _ in 0..5 {
        waiting.push(ticket(&app, &alice, "image/png", "").await);
    }
    let refused = app
        .get_as(&alice, "/api/s3/get-signed-post-url/a_1/image/png")
        .await;
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(refused.headers().contains_key("retry-after"));
    let body: Value = refused.json().await.unwrap();
    assert_eq!(
        body["error"],
        "You have many pictures waiting to be used. Share them in a post, or try again in an hour."
    );
    // Once her pictures arrive and are checked, they count for what they weigh.
    for (url, id) in &waiting {
        assert_eq!(
            put(&app, url, "image/png", PNG).await.status(),
            StatusCode::OK
        );
        signed_url(&app, Some(&alice), id).await;
    }
    ticket(&app, &alice, "image/png", "").await;
    // Another member has room of her own.
    let bob = app.register("bob@example.org", PASSWORD).await;
    ticket(&app, &bob, "image/png", "").await;
}

async fn visibility_follows_the_upload_flags(app: TestApp) {
    let alice = app.register("alice@example.org", PASSWORD).await;
    let bob = app.register("bob@example.org", PASSWORD).await;

    let members = upload(&app, &alice, "image/png", PNG, "isViewableByAnyUser=true").await;
    assert_eq!(
        file_row(&app, &members).await.unwrap().visibility,
        "members"
    );
    let url = signed_url(&app, Some(&bob), &members).await;
    assert_eq!(download(&app, &url).await, (StatusCode::OK, PNG.to_vec()));
    assert_eq!(
        signed_url_response(&app, None, &members).await.status(),
        StatusCode::FORBIDDEN
    );

    let public = upload(
        &app,
        &alice,
        "image/jpeg",
        PHOTO,
        "isPublic=true&isViewableByAnyUser=false",
    )
    .await;
    assert_eq!(file_row(&app, &public).await.unwrap().visibility, "public");
    let url = signed_url(&app, None, &public).await;
    assert_eq!(download(&app, &url).await, (StatusCode::OK, PHOTO.to_vec()));
    signed_url(&app, Some(&bob), &public).await;
}

async fn attaching_is_idempotent_and_only_for_the_owner(app: TestApp) {
    let alice = app.register("alice@example.org", PASSWORD).await;
    let bob = app.register("bob@example.org", PASSWORD).await;
    let (url, id) = ticket(&app, &alice, "image/jpeg", "").await;
    assert_eq!(
        put(&app, &url, "image/jpeg", PHOTO_WITH_GPS).await.status(),
        StatusCode::OK
    );
    assert_eq!(
        attach(&app, &bob, &id).await.unwrap_err().kind(),
        ErrorKind::Forbidden
    );
    let first = attach(&app, &alice, &id).await.unwrap();
    let again = attach(&app, &alice, &id).await.unwrap();
    assert_eq!((&first.state, first.size), (&again.state, again.size));
    assert_eq!(first.state, "ready");
    assert!(file_row(&app, &id).await.unwrap().attached_at.is_some());
    assert_eq!(
        attach(&app, &alice, &Id::generate())
            .await
            .unwrap_err()
            .kind(),
        ErrorKind::NotFound
    );
    let (_, never_sent) = ticket(&app, &alice, "image/png", "").await;
    assert_eq!(
        attach(&app, &alice, &never_sent).await.unwrap_err().kind(),
        ErrorKind::NotFound,
        "nothing was uploaded to it"
    );
}

async fn graphql_offers_the_same_uploads(app: TestApp) {
    let alice = app.register("alice@example.org", PASSWORD).await;
    let create =
        "mutation($input: UploadInput!) { createUpload(input: $input) { signedPostUrl objectId } }";
    let body = app
        .graphql_as(
            &alice.access,
            create,
            json!({ "input": { "fileName": "jane_smith_scan_1732350000000", "contentType": "image/png", "isViewableByAnyUser": true } }),
        )
        .await;
    let ticket = &body["data"]["createUpload"];
    let id = Id::parse("objectId", ticket["objectId"].as_str().unwrap()).unwrap();
    let url = app.absolute(ticket["signedPostUrl"].as_str().unwrap());
    assert_eq!(
        put(&app, &url, "image/png", PNG).await.status(),
        StatusCode::OK
    );
    let row = file_row(&app, &id).await.unwrap();
    assert_eq!(row.visibility, "members");
    assert!(!row.storage_key.contains("jane"), "{}", row.storage_key);
    attach(&app, &alice, &id).await.unwrap();

    let read = "query($id: ID!) { signedUrl(objectId: $id) { signedUrl contentType } }";
    let body = app
        .graphql_as(&alice.access, read, json!({ "id": id }))
        .await;
    assert_eq!(body["data"]["signedUrl"]["contentType"], "image/png");
    let url = app.absolute(body["data"]["signedUrl"]["signedUrl"].as_str().unwrap());
    assert_eq!(download(&app, &url).await, (StatusCode::OK, PNG.to_vec()));

    let body = app.graphql(read, json!({ "id": id })).await;
    assert_eq!(error_code(&body), "FORBIDDEN");
    let body = app.graphql(read, json!({ "id": "nope" })).await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT");
    let body = app
        .graphql(
            create,
            json!({ "input": { "fileName": "a", "contentType": "image/png" } }),
        )
        .await;
    assert_eq!(error_code(&body), "UNAUTHENTICATED");
    let body = app
        .graphql_as(
            &alice.access,
            create,
            json!({ "input": { "fileName": "a", "contentType": "text/html" } }),
        )
        .await;
    assert_eq!(error_code(&body), "BAD_USER_INPUT");
    assert_eq!(body["errors"][0]["extensions"]["field"], "contentType");
}

async fn deleted_rows_take_their_objects_after_commit(app: TestApp) {
    let alice = app.register("alice@example.org", PASSWORD).await;
    let kept = upload(&app, &alice, "image/png", PNG, "").await;
    let gone = upload(&app, &alice, "image/jpeg", PHOTO, "").await;
    let key = file_row(&app, &gone).await.unwrap().storage_key;
    assert!(app.state.storage.exists(&key).await.unwrap());

    let txn = common::db::begin_write(&app.state.db).await.unwrap();
    let keys = delete_rows(&txn, &[gone.clone(), Id::generate()])
        .await
        .unwrap();
    txn.commit().await.unwrap();
    assert_eq!(keys, vec![key.clone()]);
    app.state.storage.delete_objects(keys).await;

    assert!(!app.state.storage.exists(&key).await.unwrap());
    assert!(!app.object_path(&key).exists());
    assert_eq!(
        signed_url_response(&app, Some(&alice), &gone)
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
    signed_url(&app, Some(&alice), &kept).await;
}

async fn unused_uploads_go_after_an_hour(app: TestApp) {
    let alice = app.register("alice@example.org", PASSWORD).await;
    let attached = upload(&app, &alice, "image/png", PNG, "").await;
    let (url, unused) = ticket(&app, &alice, "image/jpeg", "").await;
    assert_eq!(
        put(&app, &url, "image/jpeg", PHOTO_WITH_GPS).await.status(),
        StatusCode::OK
    );
    let (_, never_sent) = ticket(&app, &alice, "image/png", "").await;
    let key = file_row(&app, &unused).await.unwrap().storage_key;
    // On S3 the bytes wait under a staging key until they are checked (issue 34).
    let uploaded = if app.uses_s3() {
        format!("staging/{key}")
    } else {
        key.clone()
    };

    app.state.scheduler.run_due().await;
    app.advance(Duration::minutes(50));
    app.state.scheduler.run_due().await;
    assert!(
        file_row(&app, &unused).await.is_some(),
        "an hour has not passed"
    );
    assert!(app.object_path(&uploaded).exists());

    app.advance(Duration::hours(2));
    let ran = app.state.scheduler.run_due().await;
    assert!(ran.contains(&"purge-abandoned-uploads"), "{ran:?}");
    assert!(file_row(&app, &unused).await.is_none());
    assert!(file_row(&app, &never_sent).await.is_none());
    assert!(!app.object_path(&key).exists());
    assert!(!app.object_path(&uploaded).exists());
    assert!(!app.state.storage.exists(&key).await.unwrap());
    let kept = file_row(&app, &attached).await.unwrap();
    assert!(
        app.object_path(&kept.storage_key).exists(),
        "attached files stay"
    );
}

async fn the_page_policy_lets_the_browser_reach_the_files(app: TestApp) {
    let response = app.get("/").await;
    let policy = response.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_owned();
    let directive = |name: &str| {
        policy
            .split(';')
            .map(str::trim)
            .find(|d| d.starts_with(name))
            .unwrap()
            .to_owned()
    };
    assert!(
        directive("img-src").starts_with("img-src 'self' data: blob:"),
        "{policy}"
    );
    match app.state.storage.origin() {
        Some(origin) => {
            assert!(origin.starts_with("http://127.0.0.1:"), "{origin}");
            assert!(directive("img-src").ends_with(origin), "{policy}");
            assert!(directive("connect-src").ends_with(origin), "{policy}");
        }
        None => assert_eq!(directive("connect-src"), "connect-src 'self'"),
    }
}
