//! Images served at the size they are shown (issue 21): attaching a post image or a profile
//! image makes smaller copies (640 and 1600 px wide; 32/64/128 px squares), signed like the
//! original for the same readers, without metadata, and gone with the post or the account.

use std::io::Cursor;
use std::time::Duration as StdDuration;

use common::Id;
use entity::files;
use image::{ImageReader, Rgb, RgbImage};
use reqwest::StatusCode;
use sea_orm::EntityTrait;
use serde_json::{Value, json};
use storage::service::variants::Variants;

use crate::helpers::{TestApp, Tokens};
use crate::uploads::{PHOTO_WITH_GPS, download, put, ticket};

pub(crate) const PASSWORD: &str = "Lantern%Otter9";

crate::on_every_backend!(
    post_images_get_the_feed_and_full_widths_without_metadata,
    avatars_get_small_squares,
    variants_go_with_the_post_and_the_account,
    private_variants_are_only_for_their_owner,
    a_feed_page_signs_the_images_its_reader_may_see_in_one_statement,
);

const SIGNED: &str = "query($id: ID!) { signedUrl(objectId: $id) {
    signedUrl contentType width height
    variants { shape width height signedUrl contentType } } }";

/// A `width` × `height` photo-like JPEG (noisy, so it does not compress to nothing) carrying
/// the EXIF block (camera, GPS position) of `PHOTO_WITH_GPS`.
pub(crate) fn photo_with_gps(width: u32, height: u32) -> Vec<u8> {
    let mut seed = 0x2545_f491_u32;
    let image = RgbImage::from_fn(width, height, |x, y| {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        let noise = (seed % 40) as u8;
        Rgb([
            (x * 255 / width) as u8 / 2 + noise,
            (y * 255 / height) as u8 / 2 + noise,
            ((x + y) % 200) as u8 / 2 + noise,
        ])
    });
    let mut jpeg = Vec::new();
    let encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut jpeg, 90);
    image.write_with_encoder(encoder).unwrap();
    // The APP1 "Exif" segment of the small fixture, right after the new image's SOI marker.
    let at = PHOTO_WITH_GPS
        .windows(8)
        .position(|w| w[..2] == [0xFF, 0xE1] && &w[4..] == b"Exif")
        .unwrap();
    let len = usize::from(u16::from_be_bytes([
        PHOTO_WITH_GPS[at + 2],
        PHOTO_WITH_GPS[at + 3],
    ]));
    let exif = &PHOTO_WITH_GPS[at..at + 2 + len];
    let mut with_gps = jpeg[..2].to_vec();
    with_gps.extend_from_slice(exif);
    with_gps.extend_from_slice(&jpeg[2..]);
    with_gps
}

/// Uploads a JPEG with these upload-URL flags; answers its id (not attached yet).
pub(crate) async fn put_jpeg(app: &TestApp, tokens: &Tokens, bytes: &[u8], query: &str) -> Id {
    let (url, id) = ticket(app, tokens, "image/jpeg", query).await;
    let response = put(app, &url, "image/jpeg", bytes).await;
    assert_eq!(response.status(), StatusCode::OK);
    id
}

pub(crate) async fn create_post(app: &TestApp, tokens: &Tokens, image: &Id) -> String {
    let body = app
        .graphql_as(
            &tokens.access,
            "mutation($i: [ID!]!) { createPost(input: { text: \"A picture\", images: $i }) { id } }",
            json!({ "i": [image.to_string()] }),
        )
        .await;
    body["data"]["createPost"]["id"]
        .as_str()
        .unwrap_or_else(|| panic!("{body}"))
        .to_owned()
}

pub(crate) async fn set_profile_image(app: &TestApp, tokens: &Tokens, image: &Id) {
    let body = app
        .graphql_as(
            &tokens.access,
            "mutation($i: String) { updateProfile(input: { profileImage: $i }) { id } }",
            json!({ "i": image.to_string() }),
        )
        .await;
    assert!(body["errors"].is_null(), "{body}");
}

/// The file's row once its variants are recorded (a large image's finish in the background).
pub(crate) async fn with_variants(app: &TestApp, id: &Id) -> (files::Model, Variants) {
    for _ in 0..200 {
        let row = files::Entity::find_by_id(id.clone())
            .one(&app.state.db)
            .await
            .unwrap()
            .unwrap();
        if let Some(made) = Variants::parse(row.variants.as_deref()) {
            return (row, made);
        }
        tokio::time::sleep(StdDuration::from_millis(50)).await;
    }
    panic!("no variants were made within 10 s");
}

async fn signed(app: &TestApp, tokens: Option<&Tokens>, id: &Id) -> Value {
    let vars = json!({ "id": id.to_string() });
    match tokens {
        Some(tokens) => app.graphql_as(&tokens.access, SIGNED, vars).await,
        None => app.graphql(SIGNED, vars).await,
    }
}

fn pixel_size(bytes: &[u8]) -> (u32, u32) {
    ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .unwrap()
        .into_dimensions()
        .unwrap()
}

fn assert_no_metadata(bytes: &[u8]) {
    for marker in [
        // The EXIF block, where GPS positions live (a bare "GPS" could occur in pixel data).
        &b"Exif\0\0"[..],
        b"ForumPhone",
        b"Hill Road",
        b"http://ns.adobe.com",
    ] {
        assert!(
            !bytes.windows(marker.len()).any(|w| w == marker),
            "a variant carries {}",
            String::from_utf8_lossy(marker)
        );
    }
}

/// Downloads every variant the answer lists: (shape, width, height, bytes), checked against
/// what the answer says and the original's size.
async fn fetch_variants(app: &TestApp, answer: &Value, original: usize) -> Vec<(String, u32, u32)> {
    let mut seen = Vec::new();
    for variant in answer["variants"].as_array().unwrap() {
        let url = app.absolute(variant["signedUrl"].as_str().unwrap());
        let (status, bytes) = download(app, &url).await;
        assert_eq!(status, StatusCode::OK, "{url}");
        let (width, height) = pixel_size(&bytes);
        assert_eq!(json!(width), variant["width"]);
        assert_eq!(json!(height), variant["height"]);
        assert!(
            bytes.len() < original,
            "{width} px: {} bytes, original {original}",
            bytes.len()
        );
        assert_no_metadata(&bytes);
        seen.push((variant["shape"].as_str().unwrap().to_owned(), width, height));
    }
    seen
}

async fn post_images_get_the_feed_and_full_widths_without_metadata(app: TestApp) {
    let alice = app.register("alice@example.org", PASSWORD).await;
    let photo = photo_with_gps(2400, 1600);
    let id = put_jpeg(&app, &alice, &photo, "isViewableByAnyUser=true").await;
    create_post(&app, &alice, &id).await;
    let (row, _) = with_variants(&app, &id).await;

    let bea = app.register("bea@example.org", PASSWORD).await;
    let body = signed(&app, Some(&bea), &id).await;
    let answer = &body["data"]["signedUrl"];
    assert_eq!(
        (answer["width"].clone(), answer["height"].clone()),
        (json!(2400), json!(1600))
    );
    let seen = fetch_variants(&app, answer, row.size as usize).await;
    assert_eq!(
        seen,
        [
            ("SCALED".to_owned(), 640, 427),
            ("SCALED".to_owned(), 1600, 1067)
        ]
    );
    // The original itself went out stripped too; its copies never had anything to keep.
    let (_, original) = download(&app, &app.absolute(answer["signedUrl"].as_str().unwrap())).await;
    assert_no_metadata(&original);
}

async fn avatars_get_small_squares(app: TestApp) {
    let alice = app.register("alice@example.org", PASSWORD).await;
    // What the client sends for an avatar: at most 400 px, at most 150 KB.
    let photo = photo_with_gps(400, 300);
    let id = put_jpeg(&app, &alice, &photo, "isViewableByAnyUser=true").await;
    set_profile_image(&app, &alice, &id).await;
    // A picture the size browsers send is done before the profile's answer: her next read,
    // which her browser caches for hours, already lists the copies.
    let row = files::Entity::find_by_id(id.clone())
        .one(&app.state.db)
        .await
        .unwrap()
        .unwrap();
    assert!(row.variants.is_some(), "copies made within the request");

    let body = signed(&app, Some(&alice), &id).await;
    let answer = &body["data"]["signedUrl"];
    let seen = fetch_variants(&app, answer, row.size as usize).await;
    assert_eq!(
        seen,
        [
            ("SQUARE".to_owned(), 32, 32),
            ("SQUARE".to_owned(), 64, 64),
            ("SQUARE".to_owned(), 128, 128)
        ]
    );
    let small = app.absolute(answer["variants"][0]["signedUrl"].as_str().unwrap());
    let (_, small) = download(&app, &small).await;
    eprintln!(
        "a 32 px avatar: {} bytes as the original, {} bytes as its variant",
        row.size,
        small.len()
    );
}

async fn variants_go_with_the_post_and_the_account(app: TestApp) {
    let alice = app.register("alice@example.org", PASSWORD).await;
    let id = put_jpeg(
        &app,
        &alice,
        &photo_with_gps(1000, 800),
        "isViewableByAnyUser=true",
    )
    .await;
    let post = create_post(&app, &alice, &id).await;
    let (row, made) = with_variants(&app, &id).await;
    let keys = made.keys(id.as_str());
    assert_eq!(keys.len(), 1, "one 640 px copy of a 1000 px image");
    assert!(app.object_path(&keys[0]).exists());

    let body = app
        .graphql_as(
            &alice.access,
            "mutation($id: ID!) { deletePost(id: $id) }",
            json!({ "id": post }),
        )
        .await;
    assert_eq!(body["data"]["deletePost"], true, "{body}");
    assert!(!app.object_path(&row.storage_key).exists());
    assert!(
        !app.object_path(&keys[0]).exists(),
        "the copy went with the post"
    );

    let avatar = put_jpeg(
        &app,
        &alice,
        &photo_with_gps(300, 300),
        "isViewableByAnyUser=true",
    )
    .await;
    set_profile_image(&app, &alice, &avatar).await;
    let (row, made) = with_variants(&app, &avatar).await;
    let keys = made.keys(avatar.as_str());
    assert_eq!(keys.len(), 3);
    let body = app
        .graphql_as(&alice.access, "mutation { deleteAccount }", json!({}))
        .await;
    assert_eq!(body["data"]["deleteAccount"], true, "{body}");
    assert!(!app.object_path(&row.storage_key).exists());
    for key in keys {
        assert!(
            !app.object_path(&key).exists(),
            "{key} went with the account"
        );
    }
}

async fn private_variants_are_only_for_their_owner(app: TestApp) {
    let alice = app.register("alice@example.org", PASSWORD).await;
    let bea = app.register("bea@example.org", PASSWORD).await;
    // No flags: only alice (and admins) may read it.
    let id = put_jpeg(&app, &alice, &photo_with_gps(300, 300), "").await;
    set_profile_image(&app, &alice, &id).await;
    with_variants(&app, &id).await;

    let body = signed(&app, Some(&alice), &id).await;
    let variant = app.absolute(
        body["data"]["signedUrl"]["variants"][0]["signedUrl"]
            .as_str()
            .unwrap(),
    );
    assert_eq!(download(&app, &variant).await.0, StatusCode::OK);

    for stranger in [Some(&bea), None] {
        let body = signed(&app, stranger, &id).await;
        assert!(body["data"]["signedUrl"].is_null(), "{body}");
        assert_eq!(crate::helpers::error_code(&body), "FORBIDDEN", "{body}");
    }
    // The copy's URL without its signature is refused, like the original's.
    let unsigned = variant.split('?').next().unwrap();
    assert_ne!(download(&app, unsigned).await.0, StatusCode::OK);
}

const FEED_IMAGES: &str = "{ feed(filter: ALL, first: 20) { items { ... on Post {
    id images imageUrls { objectId signedUrl width variants { shape width signedUrl } } } } } }";

/// The feed's posts, each as (its image ids, the ids its `imageUrls` signed).
async fn feed_images(app: &TestApp, tokens: &Tokens) -> Vec<(Vec<String>, Vec<Value>)> {
    let body = app.graphql_as(&tokens.access, FEED_IMAGES, json!({})).await;
    assert!(body["errors"].is_null(), "{body}");
    let ids = |list: &Value, field: Option<&str>| -> Vec<String> {
        let items = list.as_array().unwrap().iter();
        items
            .map(|item| {
                field
                    .map_or(item, |f| &item[f])
                    .as_str()
                    .unwrap()
                    .to_owned()
            })
            .collect()
    };
    body["data"]["feed"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|post| {
            let signed = post["imageUrls"].as_array().unwrap().clone();
            assert_eq!(
                ids(&post["imageUrls"], Some("objectId")).len(),
                signed.len()
            );
            (ids(&post["images"], None), signed)
        })
        .collect()
}

/// A list's images come signed with it (no `signedUrl` round trip before a phone can fetch
/// the first post's picture): in order, with their copies, only those its reader may read,
/// and one statement for the whole page however many posts carry images.
async fn a_feed_page_signs_the_images_its_reader_may_see_in_one_statement(app: TestApp) {
    let alice = app.register("alice@example.org", PASSWORD).await;
    let bea = app.register("bea@example.org", PASSWORD).await;
    let shared = put_jpeg(
        &app,
        &alice,
        &photo_with_gps(1000, 800),
        "isViewableByAnyUser=true",
    )
    .await;
    // No flags: only alice (and admins) may read it, even in her post.
    let private = put_jpeg(&app, &alice, &photo_with_gps(300, 300), "").await;
    let body = app
        .graphql_as(
            &alice.access,
            "mutation($i: [ID!]!) { createPost(input: { text: \"Two pictures\", images: $i }) { id } }",
            json!({ "i": [private.to_string(), shared.to_string()] }),
        )
        .await;
    assert!(body["errors"].is_null(), "{body}");
    with_variants(&app, &shared).await;

    let (images, signed) = feed_images(&app, &alice).await.remove(0);
    assert_eq!(images, [private.to_string(), shared.to_string()]);
    let order: Vec<&str> = signed
        .iter()
        .map(|s| s["objectId"].as_str().unwrap())
        .collect();
    assert_eq!(order, images, "her own private image is hers to see");

    let (_, signed) = feed_images(&app, &bea).await.remove(0);
    assert_eq!(signed.len(), 1, "another member gets only the shared one");
    assert_eq!(signed[0]["objectId"], json!(shared.to_string()));
    assert_eq!(signed[0]["width"], json!(1000));
    let copy = &signed[0]["variants"][0];
    assert_eq!(
        (copy["shape"].clone(), copy["width"].clone()),
        (json!("SCALED"), json!(640))
    );
    for url in [&signed[0]["signedUrl"], &copy["signedUrl"]] {
        let (status, _) = download(&app, &app.absolute(url.as_str().unwrap())).await;
        assert_eq!(status, StatusCode::OK);
    }

    // One post with images or three: the same statements.
    let measure = || async {
        let (statements, _) = app.statements_during(feed_images(&app, &bea)).await;
        statements
    };
    let one = measure().await;
    for _ in 0..2 {
        let image = put_jpeg(
            &app,
            &alice,
            &photo_with_gps(200, 200),
            "isViewableByAnyUser=true",
        )
        .await;
        create_post(&app, &alice, &image).await;
    }
    assert_eq!(feed_images(&app, &bea).await.len(), 3);
    assert_eq!(
        measure().await,
        one,
        "statements for 1 and 3 posts with images"
    );
}
