// Moving Maze's relics: a drawn symbol for each place in a colour's collection order (a colour
// has at most nine relics), so that the crown, the key and the moon read apart at a glance
// where stars of one colour did not. Each is a path in a 34-unit box centred on the origin,
// filled by the nonzero rule (holes run the other way round).

/// The relics in collection order: what each is called and its outline.
export const RELICS = [
  { name: "crown", d: "M-14,11 V-7 L-7,1 L0,-13 L7,1 L14,-7 V11 Z" },
  { name: "gem", d: "M-14,-4 L-7,-12 H7 L14,-4 L0,14 Z" },
  { name: "chalice", d: "M-11,-13 H11 C11,-2 6,3 2,4 V9 H7 V13 H-7 V9 H-2 V4 C-6,3 -11,-2 -11,-13 Z" },
  { name: "key", d: "M-15,0 A7,7 0 1,1 -1,0 A7,7 0 1,1 -15,0 Z M-11,0 A3,3 0 1,0 -5,0 A3,3 0 1,0 -11,0 Z M-2,-2 H15 V2 H13 V8 H10 V2 H8 V6 H5 V2 H-2 Z" },
  { name: "ring", d: "M-11,4 A11,11 0 1,1 11,4 A11,11 0 1,1 -11,4 Z M-7,4 A7,7 0 1,0 7,4 A7,7 0 1,0 -7,4 Z M-6,-8 L0,-15 L6,-8 L0,-3 Z" },
  { name: "shield", d: "M0,-14 L13,-9 C13,4 7,11 0,15 C-7,11 -13,4 -13,-9 Z" },
  { name: "moon", d: "M3,-14 A14,14 0 1,0 14,7 A11,11 0 1,1 3,-14 Z" },
  { name: "hourglass", d: "M-11,-14 H11 V-11 L3,0 L11,11 V14 H-11 V11 L-3,0 L-11,-11 Z" },
  { name: "ankh", d: "M-3,-2 C-10,-6 -8,-15 0,-15 C8,-15 10,-6 3,-2 H12 V3 H3 V15 H-3 V3 H-12 V-2 Z M0,-11 C-4,-11 -4,-5 0,-3 C4,-5 4,-11 0,-11 Z" },
];

/// The relic at place `order` (counted from 1) in a collection order.
export const relic = (order) => RELICS[(order - 1) % RELICS.length];
