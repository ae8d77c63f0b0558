//! Any S3-compatible store, through the AWS SDK: presigned PutObject and GetObject URLs for
//! browsers, plain calls for the server's own reads, writes and deletions.

use std::time::{Duration as StdDuration, SystemTime};

use aws_sdk_s3::Client;
use aws_sdk_s3::config::timeout::TimeoutConfig;
use aws_sdk_s3::config::{
    BehaviorVersion, Credentials, Region, RequestChecksumCalculation, ResponseChecksumValidation,
};
use aws_sdk_s3::presigning::PresigningConfig;
use aws_sdk_s3::primitives::ByteStream;
use axum::http::Uri;
use chrono::{DateTime, Duration, Utc};
use common::config::S3Config;
use common::{AppError, Result};
use futures_util::future::BoxFuture;

use super::{ObjectStore, Read};

pub struct S3Store {
    client: Client,
    bucket: String,
    prefix: String,
    /// Where presigned URLs point (scheme, host and port), for the Content-Security-Policy.
    origin: String,
}

impl S3Store {
    pub async fn new(config: &S3Config) -> std::result::Result<Self, String> {
        let mut builder = aws_sdk_s3::Config::builder()
            .behavior_version(BehaviorVersion::latest())
            .region(Region::new(config.region.clone()))
            .credentials_provider(Credentials::new(
                &config.access_key_id,
                common::secrecy::ExposeSecret::expose_secret(&config.secret_access_key),
                None,
                None,
                "forum-config",
            ))
            .force_path_style(config.force_path_style)
            // Default checksums would be signed into upload URLs for an empty body, and not
            // every S3-compatible store knows the newer checksum headers.
            .request_checksum_calculation(RequestChecksumCalculation::WhenRequired)
            .response_checksum_validation(ResponseChecksumValidation::WhenRequired)
            .timeout_config(
                TimeoutConfig::builder()
                    .connect_timeout(StdDuration::from_secs(5))
                    .operation_timeout(StdDuration::from_secs(30))
                    .build(),
            );
        if let Some(endpoint) = &config.endpoint {
            builder = builder.endpoint_url(endpoint);
        }
        let mut store = Self {
            client: Client::from_conf(builder.build()),
            bucket: config.bucket.clone(),
            prefix: config.prefix.clone(),
            origin: String::new(),
        };
        // Signing is local; a probe shows the host the SDK resolves (virtual-hosted or path
        // style, AWS's regional host or the endpoint), so the policy matches it exactly.
        let probe = store
            .presign_get("probe", "image/png", Utc::now(), Duration::minutes(1))
            .await
            .map_err(|e| format!("cannot sign S3 URLs with this configuration: {e:?}"))?;
        let uri: Uri = probe
            .parse()
            .map_err(|_| "the S3 endpoint does not give valid URLs".to_owned())?;
        let (Some(scheme), Some(authority)) = (uri.scheme_str(), uri.authority()) else {
            return Err("the S3 endpoint does not give absolute URLs".into());
        };
        store.origin = format!("{scheme}://{authority}");
        Ok(store)
    }

    pub fn origin(&self) -> &str {
        &self.origin
    }

    fn object_key(&self, key: &str) -> String {
        format!("{}{key}", self.prefix)
    }
}

fn presigning(now: DateTime<Utc>, ttl: Duration) -> Result<PresigningConfig> {
    PresigningConfig::builder()
        // The forum's clock, not the system's: the URLs follow the time tests set.
        .start_time(SystemTime::from(now))
        .expires_in(ttl.to_std().map_err(AppError::internal)?)
        .build()
        .map_err(AppError::internal)
}

impl ObjectStore for S3Store {
    fn presign_put(
        &self,
        key: &str,
        content_type: &str,
        now: DateTime<Utc>,
        ttl: Duration,
    ) -> BoxFuture<'_, Result<String>> {
        let request = self
            .client
            .put_object()
            .bucket(&self.bucket)
            .key(self.object_key(key))
            .content_type(content_type);
        Box::pin(async move {
            let signed = request
                .presigned(presigning(now, ttl)?)
                .await
                .map_err(AppError::internal)?;
            Ok(signed.uri().to_owned())
        })
    }

    fn presign_get(
        &self,
        key: &str,
        content_type: &str,
        now: DateTime<Utc>,
        ttl: Duration,
    ) -> BoxFuture<'_, Result<String>> {
        // Stores that honour the overrides answer with our headers whatever was uploaded.
        let request = self
            .client
            .get_object()
            .bucket(&self.bucket)
            .key(self.object_key(key))
            .response_content_type(content_type)
            .response_content_disposition("inline")
            .response_cache_control(format!("private, max-age={}", ttl.num_seconds()));
        Box::pin(async move {
            let signed = request
                .presigned(presigning(now, ttl)?)
                .await
                .map_err(AppError::internal)?;
            Ok(signed.uri().to_owned())
        })
    }

    fn read(&self, key: &str, max_bytes: u64) -> BoxFuture<'_, Result<Read>> {
        let request = self
            .client
            .get_object()
            .bucket(&self.bucket)
            .key(self.object_key(key));
        Box::pin(async move {
            let output = match request.send().await {
                Ok(output) => output,
                Err(err) if err.as_service_error().is_some_and(|e| e.is_no_such_key()) => {
                    return Ok(Read::Missing);
                }
                Err(err) => return Err(AppError::internal(err)),
            };
            let declared = output
                .content_length()
                .and_then(|len| u64::try_from(len).ok());
            if declared.is_some_and(|len| len > max_bytes) {
                return Ok(Read::TooLarge);
            }
            let mut body = output.body;
            let mut bytes = Vec::new();
            // The declared length is the store's word; the bytes are counted too.
            while let Some(chunk) = body.try_next().await.map_err(AppError::internal)? {
                if (bytes.len() + chunk.len()) as u64 > max_bytes {
                    return Ok(Read::TooLarge);
                }
                bytes.extend_from_slice(&chunk);
            }
            Ok(Read::Bytes(bytes))
        })
    }

    fn write(&self, key: &str, bytes: Vec<u8>, content_type: &str) -> BoxFuture<'_, Result<()>> {
        let request = self
            .client
            .put_object()
            .bucket(&self.bucket)
            .key(self.object_key(key))
            .content_type(content_type)
            .body(ByteStream::from(bytes));
        Box::pin(async move {
            request.send().await.map_err(AppError::internal)?;
            Ok(())
        })
    }

    fn delete(&self, key: &str) -> BoxFuture<'_, Result<()>> {
        let request = self
            .client
            .delete_object()
            .bucket(&self.bucket)
            .key(self.object_key(key));
        Box::pin(async move {
            request.send().await.map_err(AppError::internal)?;
            Ok(())
        })
    }

    fn exists(&self, key: &str) -> BoxFuture<'_, Result<bool>> {
        let request = self
            .client
            .head_object()
            .bucket(&self.bucket)
            .key(self.object_key(key));
        Box::pin(async move {
            match request.send().await {
                Ok(_) => Ok(true),
                Err(err) if err.as_service_error().is_some_and(|e| e.is_not_found()) => Ok(false),
                Err(err) => Err(AppError::internal(err)),
            }
        })
    }
}
