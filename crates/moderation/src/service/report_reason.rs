//! Why a member reports a post or comment (spec §3). Stored as the label text.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReportReason {
    Bullying,
    Sensitive,
    Violence,
    Nsfw,
    Fraud,
    False,
    Other,
}

impl ReportReason {
    pub const ALL: [Self; 7] = [
        Self::Bullying,
        Self::Sensitive,
        Self::Violence,
        Self::Nsfw,
        Self::Fraud,
        Self::False,
        Self::Other,
    ];

    /// The stored and displayed value, as the spec names it.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Bullying => "Bullying",
            Self::Sensitive => "Sensitive",
            Self::Violence => "Violence",
            Self::Nsfw => "NSFW",
            Self::Fraud => "Fraud",
            Self::False => "False",
            Self::Other => "Other",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        Self::ALL
            .into_iter()
            .find(|reason| reason.as_str() == value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reason_round_trips() {
        for reason in ReportReason::ALL {
            assert_eq!(ReportReason::parse(reason.as_str()), Some(reason));
        }
        assert_eq!(ReportReason::parse("nsfw"), None);
    }
}
