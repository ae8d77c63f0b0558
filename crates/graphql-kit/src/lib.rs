//! What every domain's GraphQL layer shares: the connection (page) shape, the cost model, the
//! admin guard, the request's batch loaders and its share of the database.

use std::borrow::Cow;
use std::sync::Arc;

use async_graphql::dataloader::{HashMapCache, Loader};
use async_graphql::{Context, Guard, OutputType, SimpleObject, TypeName};
use common::{AppError, Id, Page, Viewer};
use foldhash::fast::RandomState;

/// One page of a list: the same shape for every list (`items`, `hasNextPage`, `endCursor`).
/// `Connection<Topic>` is named `TopicPage` in the schema.
#[derive(SimpleObject)]
#[graphql(name_type)]
pub struct Connection<T: OutputType> {
    pub items: Vec<T>,
    pub has_next_page: bool,
    /// Pass as `after` for the next page; null on an empty page.
    pub end_cursor: Option<String>,
}

impl<T: OutputType> TypeName for Connection<T> {
    fn type_name() -> Cow<'static, str> {
        format!("{}Page", <T as OutputType>::type_name()).into()
    }
}

impl<T: OutputType> Connection<T> {
    pub fn from_page<M>(page: Page<M>, wrap: impl FnMut(M) -> T) -> Self {
        Self {
            end_cursor: page.end_cursor.as_ref().map(common::Cursor::encode),
            has_next_page: page.has_next_page,
            items: page.items.into_iter().map(wrap).collect(),
        }
    }
}

/// What a GraphQL field costs, in units of query complexity (async-graphql's `complexity`
/// attribute), so that a query's cost is known before it runs and a request's work is bounded
/// (ARCHITECTURE §6). A unit is about what resolving one field of an object already in memory
/// costs: measured at ~12 µs in the debug build `just run` serves and ~2 µs in a release build
/// (docs/architecture.md, "GraphQL cost"). A field costs 1 plus what it selects, unless it
/// says otherwise here.
pub mod cost {
    use common::page::{DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE};

    /// A resolver that runs statements of its own (one lookup, one page's query).
    pub const QUERY: usize = 100;
    /// Reading one row of a page, before any of its fields resolve.
    pub const ROW: usize = 4;
    /// The Popular feed's topic ranking: kept and refreshed in the background, so a request
    /// reads it from memory, except the first after an hour without one.
    pub const POPULARITY: usize = 500;
    /// Looking places up in the in-memory list (a binary search and a sort, or a k-d tree).
    pub const PLACES: usize = 130;
    /// A write: one transaction, and what the mutation answers.
    pub const WRITE: usize = 400;
    /// Hashing a password (argon2id, 19 MiB, ~50 ms of a core): login, register, reset.
    pub const PASSWORD_HASH: usize = 1_500;
    /// The most items a list of topics holds (a member's topics of interest, a Second
    /// Opinion's, the topic list itself).
    pub const LIST: usize = 20;
    /// A post's topics: at most five.
    pub const TOPICS_PER_POST: usize = 5;
    /// A post's or comment's reaction tallies: one per reaction type.
    pub const REACTION_KINDS: usize = 10;
    /// A full-text search: matching every word by prefix over the whole forum and ranking
    /// the matches takes tens of milliseconds at a million posts, far more than a page read
    /// through an index. Counted at what it really takes, so a request holds at most three
    /// (forty aliased searches were refused only by the pool running dry, shutting others out).
    pub const SEARCH: usize = 2_000;
    /// An admin table: searched, sorted and filtered on the server over every row.
    pub const TABLE: usize = 500;

    /// Members and admins may ask for this much in one request (about 100 ms of server time
    /// in the debug build).
    pub const MEMBER_LIMIT: usize = 8_000;
    /// A signed-out caller may ask for less: what the public pages need (a login, a
    /// registration, the topics).
    pub const ANONYMOUS_LIMIT: usize = 2_000;

    /// How many rows a page of `first` reads (the default, clamped as the page request is).
    pub fn rows(first: Option<u64>) -> usize {
        usize::try_from(first.unwrap_or(DEFAULT_PAGE_SIZE).clamp(1, MAX_PAGE_SIZE))
            .unwrap_or(usize::MAX)
    }

    /// A page of `first` rows, each costing what its selection costs: `child` is what the
    /// page's selection costs with one row's fields counted once.
    pub fn page(first: Option<u64>, child: usize) -> usize {
        QUERY.saturating_add(rows(first).saturating_mul(ROW.saturating_add(child)))
    }

    /// A list of at most `max` items, each costing what its selection costs.
    pub fn list(max: usize, child: usize) -> usize {
        1usize.saturating_add(max.saturating_mul(child))
    }
}

/// Put on a field by type (`#[graphql(guard = "AdminGuard")]`), so an admin-only field cannot
/// forget its check. Services check again; the guard is the outer wall.
pub struct AdminGuard;

impl Guard for AdminGuard {
    async fn check(&self, ctx: &Context<'_>) -> async_graphql::Result<()> {
        ctx.data::<Viewer>()?.require_admin()?;
        Ok(())
    }
}

/// A request's batch loader, caching what it loaded for the rest of the request, so a list
/// resolver can load every row's relations in one batch before the rows resolve ([`prime`]).
/// Its cache hashes with foldhash (seeded per map, like the standard one): the standard SipHash
/// was about 1 % of a feed page's instructions for a page's hundred-odd cached keys.
pub type Batched<L> = async_graphql::dataloader::DataLoader<L, HashMapCache<RandomState>>;

/// A batch's answer for every key asked: a key the batch found nothing for (a post without
/// images, a comment without replies) gets the empty value. The request's cache keeps only
/// what a batch answered, so a missing key would be asked for again by every row that shows
/// it: one more statement, or several, depending on how the rows' resolvers fall into the
/// loader's batching window.
pub fn every_key<V: Default>(
    keys: &[Id],
    mut found: std::collections::HashMap<Id, V>,
) -> std::collections::HashMap<Id, V> {
    for key in keys {
        found.entry(key.clone()).or_default();
    }
    found
}

pub fn batched<L>(loader: L) -> Batched<L>
where
    L: Loader<Id, Error = Arc<AppError>>,
{
    async_graphql::dataloader::DataLoader::with_cache(loader, tokio::spawn, HashMapCache::new())
}

/// One value through the request's loader `L`.
pub async fn load_one<L>(ctx: &Context<'_>, key: &Id) -> async_graphql::Result<Option<L::Value>>
where
    L: Loader<Id, Error = Arc<AppError>>,
{
    Ok(ctx.data::<Batched<L>>()?.load_one(key.clone()).await?)
}

/// Loads `keys` through `L` in one batch when the query selects the relation (`wanted`,
/// from `ctx.look_ahead()`). Rows then find their values in the loader's cache: a list costs
/// one statement per relation whatever its length, instead of however many batches the
/// loader's timer happens to cut. The batch runs at once, here: through `load_many` it would
/// first wait out the loader's batching delay (a millisecond on a timer thread) for keys
/// that are all already known.
pub async fn prime<L>(
    ctx: &Context<'_>,
    wanted: bool,
    keys: impl IntoIterator<Item = Id>,
) -> async_graphql::Result<()>
where
    L: Loader<Id, Error = Arc<AppError>>,
{
    if !wanted {
        return Ok(());
    }
    let mut keys: Vec<Id> = keys.into_iter().collect();
    keys.sort_unstable();
    keys.dedup();
    if keys.is_empty() {
        return Ok(());
    }
    let loader = ctx.data::<Batched<L>>()?;
    let values = loader.loader().load(&keys).await?;
    loader.feed_many(values).await;
    Ok(())
}

/// Puts `values`, read some other way (several relations in one statement), into the
/// request's cache of loader `L`, so rows find them there as if `L` had loaded them.
pub async fn feed<L>(
    ctx: &Context<'_>,
    values: std::collections::HashMap<Id, L::Value>,
) -> async_graphql::Result<()>
where
    L: Loader<Id, Error = Arc<AppError>>,
{
    if !values.is_empty() {
        ctx.data::<Batched<L>>()?.feed_many(values).await;
    }
    Ok(())
}

/// One request's share of the database pool. async-graphql resolves a query's root fields
/// concurrently, so forty aliased fields would each take a connection at once and leave none
/// for other members' requests. The costly resolvers (search, feeds, admin tables) hold one
/// of this request's [`DbShare::PERMITS`] while they run: a request never holds more than that
/// many connections for them, however many aliases it sends.
#[derive(Clone)]
pub struct DbShare(std::sync::Arc<tokio::sync::Semaphore>);

impl DbShare {
    /// Connections one request's costly fields may hold at once.
    pub const PERMITS: usize = 2;

    pub fn new() -> Self {
        Self(std::sync::Arc::new(tokio::sync::Semaphore::new(
            Self::PERMITS,
        )))
    }
}

impl Default for DbShare {
    fn default() -> Self {
        Self::new()
    }
}

/// Waits for one of the request's shares (none to wait for when the request has no
/// [`DbShare`], e.g. a schema used outside the HTTP handler). Hold the answer while the
/// resolver reads the database.
pub async fn db_share(ctx: &Context<'_>) -> Option<tokio::sync::OwnedSemaphorePermit> {
    let share = ctx.data_opt::<DbShare>()?;
    share.0.clone().acquire_owned().await.ok()
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use async_graphql::{EmptyMutation, EmptySubscription, Object, Schema};

    use super::*;

    /// How many resolvers hold the database at once, and the most that ever did.
    #[derive(Default)]
    struct Gauge {
        now: AtomicUsize,
        most: AtomicUsize,
    }

    struct Query;

    #[Object]
    impl Query {
        /// Reads "the database" while holding a share: yields a few times, so that every
        /// alias that could run beside it does.
        async fn costly(&self, ctx: &Context<'_>) -> bool {
            let _share = db_share(ctx).await;
            let gauge = ctx.data_unchecked::<Arc<Gauge>>();
            let now = gauge.now.fetch_add(1, Ordering::SeqCst) + 1;
            gauge.most.fetch_max(now, Ordering::SeqCst);
            for _ in 0..10 {
                tokio::task::yield_now().await;
            }
            gauge.now.fetch_sub(1, Ordering::SeqCst);
            true
        }
    }

    async fn most_at_once(share: Option<DbShare>) -> usize {
        let gauge = Arc::new(Gauge::default());
        let schema = Schema::build(Query, EmptyMutation, EmptySubscription)
            .data(Arc::clone(&gauge))
            .finish();
        let aliases: String = (0..10).map(|i| format!("a{i}: costly ")).collect();
        let mut request = async_graphql::Request::new(format!("{{ {aliases} }}"));
        if let Some(share) = share {
            request = request.data(share);
        }
        let response = schema.execute(request).await;
        assert!(response.errors.is_empty(), "{:?}", response.errors);
        gauge.most.load(Ordering::SeqCst)
    }

    #[tokio::test]
    async fn ten_aliases_hold_the_database_two_at_a_time() {
        // Without a share the ten run at once: the gauge can see it.
        assert_eq!(most_at_once(None).await, 10);
        assert_eq!(most_at_once(Some(DbShare::new())).await, DbShare::PERMITS);
    }
}
