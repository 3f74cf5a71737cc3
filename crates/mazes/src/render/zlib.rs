//! A zlib stream deflated a band at a time on several threads, as `pigz` does: each band is
//! compressed on its own and ends on a byte boundary (a sync flush), so the pieces join into
//! one valid stream. Pieces are written in order as they are ready; at most a few bands are
//! in flight, so memory stays proportional to the band, whatever the picture's height.

use std::collections::VecDeque;
use std::io;
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use zlib_rs::{DeflateConfig, DeflateFlush, Strategy};

/// The bytes deflated in one piece (the last may be shorter).
const BAND: usize = 1 << 20;

/// A band to deflate, and where its piece goes.
type Job = (Vec<u8>, SyncSender<io::Result<Vec<u8>>>);

/// Where deflated pieces go, in order.
pub(crate) type Sink<'a> = dyn FnMut(&[u8]) -> io::Result<()> + 'a;

/// How hard the bands are deflated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Effort {
    /// Matches of runs only (zlib's run-length strategy, distance 1): a fraction of the time
    /// of a search for earlier strings, and on pictures whose repeated rows come as rows of
    /// zero differences nearly as small.
    Runs,
    /// zlib level 0 to 9, every kind of match.
    Level(u8),
}

impl Effort {
    /// The settings of a raw deflate stream (no zlib header: the bands are joined).
    fn config(self) -> DeflateConfig {
        let (level, strategy) = match self {
            Effort::Runs => (2, Strategy::Rle),
            Effort::Level(level) => (i32::from(level), Strategy::Default),
        };
        DeflateConfig {
            level,
            window_bits: -15,
            strategy,
            ..DeflateConfig::default()
        }
    }
}

/// A zlib stream being written: bytes in, deflated pieces out to a sink in order.
pub(crate) struct ParallelZlib {
    band: Vec<u8>,
    checksum: simd_adler32::Adler32,
    jobs: Option<SyncSender<Job>>,
    workers: Vec<JoinHandle<()>>,
    in_flight: VecDeque<Receiver<io::Result<Vec<u8>>>>,
    most_in_flight: usize,
}

impl ParallelZlib {
    /// A stream deflated with `effort` on up to `threads` threads; writes the zlib header to
    /// `sink`.
    pub(crate) fn new(effort: Effort, threads: usize, sink: &mut Sink<'_>) -> io::Result<Self> {
        // Deflate with a 32 KiB window, no preset dictionary; the check bits make 0x7801.
        sink(&[0x78, 0x01])?;
        let threads = threads.max(1);
        let (jobs, queue) = mpsc::sync_channel::<Job>(threads);
        let queue = Arc::new(Mutex::new(queue));
        let workers = (0..threads)
            .map(|_| {
                let queue = Arc::clone(&queue);
                std::thread::spawn(move || deflate_jobs(&queue, effort))
            })
            .collect();
        Ok(ParallelZlib {
            band: Vec::with_capacity(BAND),
            checksum: simd_adler32::Adler32::new(),
            jobs: Some(jobs),
            workers,
            in_flight: VecDeque::new(),
            most_in_flight: 2 * threads,
        })
    }

    /// Adds `bytes` to the stream; pieces that are ready go to `sink`.
    pub(crate) fn write(&mut self, mut bytes: &[u8], sink: &mut Sink<'_>) -> io::Result<()> {
        self.checksum.write(bytes);
        while !bytes.is_empty() {
            let room = BAND - self.band.len();
            let (now, later) = bytes.split_at(room.min(bytes.len()));
            self.band.extend_from_slice(now);
            bytes = later;
            if self.band.len() == BAND {
                self.send_band(sink)?;
            }
        }
        Ok(())
    }

    /// Deflates the rest and ends the stream: a final empty block and the checksum.
    pub(crate) fn finish(mut self, sink: &mut Sink<'_>) -> io::Result<()> {
        if !self.band.is_empty() {
            self.send_band(sink)?;
        }
        while let Some(piece) = self.in_flight.pop_front() {
            write_piece(&piece, sink)?;
        }
        // A final, empty block with fixed codes, then the Adler-32 of everything, big-endian.
        let mut end = vec![0x03, 0x00];
        end.extend_from_slice(&self.checksum.finish().to_be_bytes());
        sink(&end)
    }

    /// Hands the band to a worker, first writing out the oldest piece if too many wait.
    fn send_band(&mut self, sink: &mut Sink<'_>) -> io::Result<()> {
        if self.in_flight.len() >= self.most_in_flight
            && let Some(piece) = self.in_flight.pop_front()
        {
            write_piece(&piece, sink)?;
        }
        let band = std::mem::replace(&mut self.band, Vec::with_capacity(BAND));
        let (done, piece) = mpsc::sync_channel(1);
        let sent = self.jobs.as_ref().map(|jobs| jobs.send((band, done)));
        if !matches!(sent, Some(Ok(()))) {
            return Err(io::Error::other("the compression threads stopped"));
        }
        self.in_flight.push_back(piece);
        Ok(())
    }
}

/// Waits for a piece and writes it.
fn write_piece(piece: &Receiver<io::Result<Vec<u8>>>, sink: &mut Sink<'_>) -> io::Result<()> {
    let deflated = piece
        .recv()
        .map_err(|_| io::Error::other("a compression thread stopped"))??;
    sink(&deflated)
}

impl Drop for ParallelZlib {
    fn drop(&mut self) {
        // Closing the queue lets the workers finish.
        self.jobs = None;
        self.in_flight.clear();
        for worker in self.workers.drain(..) {
            let _ = worker.join();
        }
    }
}

/// A worker: deflates bands until the queue closes.
fn deflate_jobs(queue: &Mutex<Receiver<Job>>, effort: Effort) {
    loop {
        let job = match queue.lock() {
            Ok(queue) => queue.recv(),
            Err(_) => return,
        };
        let Ok((band, done)) = job else {
            return;
        };
        let _ = done.send(deflate(&band, effort));
    }
}

/// `band` deflated on its own (raw deflate), ending on a byte boundary.
fn deflate(band: &[u8], effort: Effort) -> io::Result<Vec<u8>> {
    let mut deflate = zlib_rs::Deflate::new_with_config(effort.config());
    let mut out = vec![0; zlib_rs::compress_bound(band.len()) + 64];
    loop {
        let (read, written) = (deflate.total_in() as usize, deflate.total_out() as usize);
        deflate
            .compress(&band[read..], &mut out[written..], DeflateFlush::SyncFlush)
            .map_err(|e| io::Error::other(e.as_str()))?;
        let written = deflate.total_out() as usize;
        if deflate.total_in() as usize == band.len() && written < out.len() {
            out.truncate(written);
            return Ok(out);
        }
        out.resize(2 * out.len(), 0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    fn zlib(bytes: &[u8], effort: Effort, threads: usize) -> Vec<u8> {
        let mut stream = Vec::new();
        let mut sink = |piece: &[u8]| {
            stream.extend_from_slice(piece);
            Ok(())
        };
        let mut zlib = ParallelZlib::new(effort, threads, &mut sink).unwrap();
        for chunk in bytes.chunks(777) {
            zlib.write(chunk, &mut sink).unwrap();
        }
        zlib.finish(&mut sink).unwrap();
        stream
    }

    #[test]
    fn the_pieces_make_one_stream_that_inflates_to_the_input() {
        // Several bands, a partial last one, and bytes that compress and bytes that do not.
        let bytes: Vec<u8> = (0..3 * BAND + 12345)
            .map(|i| {
                if i % 3000 < 1500 {
                    (i / 7) as u8
                } else {
                    ((i * i) >> 5) as u8
                }
            })
            .collect();
        for effort in [Effort::Runs, Effort::Level(2), Effort::Level(6)] {
            for threads in [1, 3] {
                let stream = zlib(&bytes, effort, threads);
                let mut back = Vec::new();
                flate2::read::ZlibDecoder::new(&stream[..])
                    .read_to_end(&mut back)
                    .unwrap();
                assert!(back == bytes, "{effort:?}, {threads} threads");
            }
        }
        let empty = zlib(&[], Effort::Runs, 2);
        let mut back = Vec::new();
        flate2::read::ZlibDecoder::new(&empty[..])
            .read_to_end(&mut back)
            .unwrap();
        assert!(back.is_empty());
    }
}
