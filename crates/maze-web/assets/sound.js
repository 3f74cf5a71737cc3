// Short synthesised sounds (Web Audio, no files), off until the player turns them on with the
// header's switch; the choice is remembered.

const KEY = "maze-sound";
let audio = null;

/// Each sound: notes as [frequency in Hz, start in s, length in s], and the wave's shape.
const SOUNDS = {
  step: { wave: "triangle", notes: [[520, 0, 0.05]], gain: 0.12 },
  wall: { wave: "square", notes: [[110, 0, 0.09]], gain: 0.08 },
  word: { wave: "sine", notes: [[660, 0, 0.08], [880, 0.08, 0.12]], gain: 0.2 },
  gold: { wave: "sine", notes: [[988, 0, 0.07], [1319, 0.07, 0.16]], gain: 0.18 },
  thief: { wave: "sawtooth", notes: [[330, 0, 0.1], [220, 0.1, 0.2]], gain: 0.08 },
  slide: { wave: "triangle", notes: [[180, 0, 0.05], [240, 0.05, 0.05], [300, 0.1, 0.08]], gain: 0.14 },
  win: { wave: "sine", notes: [[523, 0, 0.12], [659, 0.12, 0.12], [784, 0.24, 0.12], [1047, 0.36, 0.3]], gain: 0.2 },
};

/// Whether the player has turned sound on.
export const enabled = () => localStorage.getItem(KEY) === "on";

/// Plays the sound called `name`, if sound is on.
export function play(name) {
  const sound = SOUNDS[name];
  if (!sound || !enabled()) return;
  audio ??= new AudioContext();
  const now = audio.currentTime;
  for (const [frequency, start, length] of sound.notes) {
    const osc = audio.createOscillator(), gain = audio.createGain();
    osc.type = sound.wave;
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(sound.gain, now + start);
    gain.gain.exponentialRampToValueAtTime(0.001, now + start + length);
    osc.connect(gain).connect(audio.destination);
    osc.start(now + start);
    osc.stop(now + start + length + 0.02);
  }
}

function show(button) {
  const on = enabled();
  button.setAttribute("aria-pressed", String(on));
  button.title = on ? "Sound is on: turn it off" : "Sound is off: turn it on";
}

const button = document.getElementById("sound");
if (button) {
  show(button);
  button.addEventListener("click", () => {
    localStorage.setItem(KEY, enabled() ? "off" : "on");
    show(button);
    play("step");
  });
}
