//! Cursor pagination shared by every list that grows.

/// At most this many items per page, whatever a client asks for.
pub const MAX_PAGE_SIZE: u64 = 100;
pub const DEFAULT_PAGE_SIZE: u64 = 20;

#[derive(Clone, Debug, Default)]
pub struct PageArgs {
    pub first: Option<u64>,
    /// The id of the last item of the previous page.
    pub after: Option<String>,
}

impl PageArgs {
    pub fn limit(&self) -> u64 {
        self.first
            .unwrap_or(DEFAULT_PAGE_SIZE)
            .clamp(1, MAX_PAGE_SIZE)
    }
}

#[derive(Clone, Debug)]
pub struct Page<T> {
    pub items: Vec<T>,
    pub has_next_page: bool,
}

impl<T> Page<T> {
    /// Builds a page from a query that fetched `limit + 1` rows: the extra row only says
    /// that there is a next page.
    pub fn from_overfetch(mut items: Vec<T>, limit: u64) -> Self {
        let has_next_page = items.len() as u64 > limit;
        items.truncate(usize::try_from(limit).unwrap_or(usize::MAX));
        Self {
            items,
            has_next_page,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limit_is_clamped() {
        assert_eq!(PageArgs::default().limit(), DEFAULT_PAGE_SIZE);
        assert_eq!(
            PageArgs {
                first: Some(0),
                after: None
            }
            .limit(),
            1
        );
        assert_eq!(
            PageArgs {
                first: Some(10_000),
                after: None
            }
            .limit(),
            MAX_PAGE_SIZE
        );
    }

    #[test]
    fn overfetch_marks_next_page() {
        let page = Page::from_overfetch(vec![1, 2, 3], 2);
        assert_eq!(page.items, vec![1, 2]);
        assert!(page.has_next_page);
        let page = Page::from_overfetch(vec![1, 2], 2);
        assert!(!page.has_next_page);
    }
}
