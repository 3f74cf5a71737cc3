//! The versioned envelope around every saved document, and the one check of its header.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// A kind of document this program reads and writes: its identifier, the version it writes,
/// and how to name it in messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Format {
    /// The value of the document's `format` field, e.g. `"maze-classic-save"`.
    pub id: &'static str,
    /// The version written, and the newest read.
    pub version: u32,
    /// The oldest version read: files of every version from this one to [`Format::version`]
    /// load, so that a format change never strands what players saved.
    pub oldest: u32,
    /// What to call such a document in messages, e.g. `"Maze Game save"`.
    pub what: &'static str,
}

/// The fields every document starts with: which kind it is and which version of that kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    /// The kind of document ([`Format::id`]).
    pub format: String,
    /// Its version.
    pub version: u32,
}

/// Why a document could not be read or written.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum EnvelopeError {
    /// Not JSON, truncated, or not the shape this kind of document has.
    #[error("the {what} is damaged")]
    Damaged {
        /// The kind of document ([`Format::what`]).
        what: &'static str,
        /// What the JSON reader found wrong.
        #[source]
        source: serde_json::Error,
    },
    /// A JSON document of another kind.
    #[error("this is not a {what}: its format field says {found:?}, expected {expected:?}")]
    Foreign {
        /// The kind expected.
        what: &'static str,
        /// The format field expected.
        expected: &'static str,
        /// The format field found.
        found: String,
    },
    /// A version this program does not read, usually one written by a newer program.
    #[error("this {what} is version {found}, but this program reads {}", reads(*.oldest, *.supported, *.found))]
    Version {
        /// The kind of document.
        what: &'static str,
        /// The version in the document.
        found: u32,
        /// The oldest version this program reads.
        oldest: u32,
        /// The newest version this program reads (the one it writes).
        supported: u32,
    },
    /// The value could not be turned into JSON (a map with non-string keys, say).
    #[error("the {what} could not be written as JSON")]
    Write {
        /// The kind of document.
        what: &'static str,
        /// Why serde refused.
        #[source]
        source: serde_json::Error,
    },
}

/// The versions read, in words, and what to do about a newer file.
fn reads(oldest: u32, newest: u32, found: u32) -> String {
    let versions = if oldest == newest {
        format!("version {newest}")
    } else {
        format!("versions {oldest} to {newest}")
    };
    if found > newest {
        format!("{versions}; a newer version of the program may read it")
    } else {
        versions
    }
}

/// The envelope as written: borrows the body.
#[derive(Serialize)]
struct Outgoing<'a, T> {
    format: &'a str,
    version: u32,
    game: &'a T,
}

/// The envelope as read, after its header has been checked.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Incoming<T> {
    #[serde(rename = "format")]
    _format: String,
    #[serde(rename = "version")]
    _version: u32,
    game: T,
}

impl Format {
    /// The header this program writes.
    pub fn header(&self) -> Header {
        Header {
            format: self.id.to_owned(),
            version: self.version,
        }
    }

    /// Checks that `header` names this kind of document, at a version this program reads.
    pub fn check(&self, header: &Header) -> Result<(), EnvelopeError> {
        if header.format != self.id {
            return Err(EnvelopeError::Foreign {
                what: self.what,
                expected: self.id,
                found: header.format.clone(),
            });
        }
        if !(self.oldest..=self.version).contains(&header.version) {
            return Err(EnvelopeError::Version {
                what: self.what,
                found: header.version,
                oldest: self.oldest,
                supported: self.version,
            });
        }
        Ok(())
    }

    /// Reads only the header of the JSON document `text` and checks it, so that a document of
    /// a newer version is named as such before its body is read (and perhaps found odd).
    /// Returns the document's version.
    pub fn check_json(&self, text: &str) -> Result<u32, EnvelopeError> {
        let header: Header = serde_json::from_str(text).map_err(|e| self.damaged(e))?;
        self.check(&header)?;
        Ok(header.version)
    }

    /// The JSON error `source`, as a damaged document of this kind.
    pub fn damaged(&self, source: serde_json::Error) -> EnvelopeError {
        EnvelopeError::Damaged {
            what: self.what,
            source,
        }
    }

    /// `game` wrapped in the envelope, as pretty-printed JSON.
    pub fn to_json<T: Serialize>(&self, game: &T) -> Result<String, EnvelopeError> {
        let envelope = Outgoing {
            format: self.id,
            version: self.version,
            game,
        };
        serde_json::to_string_pretty(&envelope).map_err(|source| EnvelopeError::Write {
            what: self.what,
            source,
        })
    }

    /// The body of the envelope `text`, once its header is checked. Unknown fields in the
    /// envelope are refused; whether the body allows them is up to `T`.
    pub fn from_json<T: DeserializeOwned>(&self, text: &str) -> Result<T, EnvelopeError> {
        self.versioned_from_json(text).map(|(body, _)| body)
    }

    /// The body of the envelope `text` and the version it was written at, for a reader that
    /// turns an older version's meaning into the current one.
    pub fn versioned_from_json<T: DeserializeOwned>(
        &self,
        text: &str,
    ) -> Result<(T, u32), EnvelopeError> {
        let version = self.check_json(text)?;
        let envelope: Incoming<T> = serde_json::from_str(text).map_err(|e| self.damaged(e))?;
        Ok((envelope.game, version))
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    const TEST: Format = Format {
        id: "test-save",
        version: 3,
        oldest: 2,
        what: "test save",
    };

    #[test]
    fn a_body_round_trips_through_the_envelope() {
        let text = TEST.to_json(&("a", 7)).unwrap();
        assert!(text.starts_with("{\n  \"format\": \"test-save\",\n  \"version\": 3,"));
        assert_eq!(
            TEST.from_json::<(String, u32)>(&text).unwrap(),
            ("a".into(), 7)
        );
    }

    #[test]
    fn foreign_newer_damaged_and_padded_documents_are_named() {
        let text = TEST.to_json(&1).unwrap();
        let foreign = text.replace("test-save", "other");
        assert!(matches!(
            TEST.from_json::<u32>(&foreign),
            Err(EnvelopeError::Foreign { found, .. }) if found == "other"
        ));
        // A newer version is named as such even when its body has a shape we cannot read.
        let newer = text
            .replace("\"version\": 3", "\"version\": 4")
            .replace("1\n", "[]\n");
        assert!(matches!(
            TEST.from_json::<u32>(&newer),
            Err(EnvelopeError::Version {
                found: 4,
                supported: 3,
                ..
            })
        ));
        assert_eq!(
            TEST.from_json::<u32>(&newer).unwrap_err().to_string(),
            "this test save is version 4, but this program reads versions 2 to 3; a newer version of the program may read it"
        );
        let older = text.replace("\"version\": 3", "\"version\": 2");
        assert_eq!(TEST.versioned_from_json::<u32>(&older).unwrap(), (1, 2));
        let oldest = text.replace("\"version\": 3", "\"version\": 1");
        assert_eq!(
            TEST.from_json::<u32>(&oldest).unwrap_err().to_string(),
            "this test save is version 1, but this program reads versions 2 to 3"
        );
        for damaged in [
            &text[..text.len() / 2],
            "",
            "[]",
            "{\"format\": \"test-save\"}",
        ] {
            assert!(
                matches!(
                    TEST.from_json::<u32>(damaged),
                    Err(EnvelopeError::Damaged { .. })
                ),
                "{damaged:?}"
            );
        }
        let padded = text.replace("\"game\"", "\"extra\": 0, \"game\"");
        let err = TEST.from_json::<u32>(&padded).unwrap_err();
        let cause = std::error::Error::source(&err).map(ToString::to_string);
        assert!(
            cause.is_some_and(|c| c.contains("unknown field `extra`")),
            "{err:?}"
        );
    }

    #[test]
    fn a_body_json_cannot_hold_is_an_error_not_an_empty_document() {
        let unwritable = HashMap::from([((1, 2), 3)]);
        assert!(matches!(
            TEST.to_json(&unwritable),
            Err(EnvelopeError::Write { .. })
        ));
    }
}
