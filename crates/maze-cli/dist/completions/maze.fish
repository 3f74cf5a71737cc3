# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_maze_global_optspecs
    string join \n threads= h/help V/version
end

function __fish_maze_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_maze_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_maze_using_subcommand
    set -l cmd (__fish_maze_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c maze -n "__fish_maze_needs_command" -l threads -d 'Threads for work that shares out: big mazes by binary tree, sidewinder, Kruskal and true Prim, PNG compression, counts, checking a bin file (its two halves at once). The same seed makes the same maze on any number [default: one a core]' -r
complete -c maze -n "__fish_maze_needs_command" -s h -l help -d 'Print help'
complete -c maze -n "__fish_maze_needs_command" -s V -l version -d 'Print version'
complete -c maze -n "__fish_maze_needs_command" -f -a "generate" -d 'Generate a maze and print or save it'
complete -c maze -n "__fish_maze_needs_command" -f -a "solve" -d 'Solve a maze saved as JSON, ASCII or bin and show the path'
complete -c maze -n "__fish_maze_needs_command" -f -a "stats" -d 'Measure a maze saved as JSON, ASCII or bin: dead ends, junctions, solution, diameter'
complete -c maze -n "__fish_maze_needs_command" -f -a "check" -d 'Check that a file holds a perfect maze: bin a row at a time (any size; a file\'s two halves at once, from either end), JSON of any shape and ASCII whole'
complete -c maze -n "__fish_maze_needs_command" -f -a "count" -d 'Count exactly how many perfect mazes a grid, shape or mask has (its spanning trees)'
complete -c maze -n "__fish_maze_needs_command" -f -a "uniformity" -d 'Test whether a generator draws every perfect maze of a small grid equally often'
complete -c maze -n "__fish_maze_needs_command" -f -a "print" -d 'Write a PDF booklet of mazes to print, a few to a page, with the answers at the back'
complete -c maze -n "__fish_maze_needs_command" -f -a "algorithms" -d 'List the generation algorithms and their character'
complete -c maze -n "__fish_maze_needs_command" -f -a "play" -d 'Play the Maze Game: find the exit, alone or racing the computer'
complete -c maze -n "__fish_maze_needs_command" -f -a "watch" -d 'Watch a maze being carved and then solved, a step at a time'
complete -c maze -n "__fish_maze_needs_command" -f -a "moving" -d 'Play Moving Maze, the four-player sliding-tile game, from a board file'
complete -c maze -n "__fish_maze_needs_command" -f -a "moving-board" -d 'Print a random, valid Moving Maze board file'
complete -c maze -n "__fish_maze_needs_command" -f -a "moving-arena" -d 'Play many Moving Maze games between computer levels and compare their win rates'
complete -c maze -n "__fish_maze_needs_command" -f -a "treasure" -d 'Play the treasure maze: gather gold, dodge thieves, reach the goal (or watch a demo)'
complete -c maze -n "__fish_maze_needs_command" -f -a "words" -d 'Play the word maze: walk a path that spells words, then race the AI\'s'
complete -c maze -n "__fish_maze_needs_command" -f -a "endless" -d 'Play the endless maze: walk the maze of 2^64 × 2^64 cells to targets far away, with a compass, hints, a map, and a command that puts a friend where you stand'
complete -c maze -n "__fish_maze_needs_command" -f -a "infinite" -d 'Draw any part of a maze of 2^64 × 2^64 cells, or measure the way between two cells of it'
complete -c maze -n "__fish_maze_needs_command" -f -a "gui" -d 'Play in the browser: start a local server for the games\' pages and open it'
complete -c maze -n "__fish_maze_needs_command" -f -a "completions" -d 'Print a shell completion script (bash, zsh, fish, elvish, powershell)'
complete -c maze -n "__fish_maze_needs_command" -f -a "man" -d 'Print a manual page in roff: `maze man | man -l -`, `maze man generate > maze-generate.1`'
complete -c maze -n "__fish_maze_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c maze -n "__fish_maze_using_subcommand generate" -s W -l width -d 'Width in cells' -r
complete -c maze -n "__fish_maze_using_subcommand generate" -s H -l height -d 'Height in cells' -r
complete -c maze -n "__fish_maze_using_subcommand generate" -s a -l algorithm -d 'Generation algorithm (see `maze algorithms`)' -r -f -a "backtracker\t'long winding corridors, few dead ends, a very long solution (depth-first search)'
kruskal\t'many short dead ends, an even, spiky texture; unbiased in direction'
prim\t'many short dead ends, an even texture: the same kind of maze as Kruskal\'s'
prim-simplified\t'radial texture, many short dead ends, short solutions'
wilson\t'uniform: every perfect maze is equally likely; no bias at all'
aldous-broder\t'uniform like Wilson, but a slow random walk on large mazes'
hunt-and-kill\t'long corridors like the backtracker, with more dead ends'
growing-tree\t'half newest, half random cell: corridors mixed with branching'
growing-tree:newest\t'always the newest cell: the backtracker\'s long corridors'
growing-tree:random\t'always a random cell: simplified Prim\'s short, branching texture'
eller\t'row by row with one row of memory; horizontal streaks, unbounded height'
sidewinder\t'row by row; an open top corridor, a slight upward bias'
binary-tree\t'north/east only: open top row and right column, diagonal bias'
division\t'fractal rooms split by long straight walls; fast'
origin-shift\t'uniform: a perfect maze redrawn by its wandering root; slow like Aldous-Broder'"
complete -c maze -n "__fish_maze_using_subcommand generate" -s s -l seed -d 'Seed for the random numbers; the same seed gives the same maze. Random if not given' -r
complete -c maze -n "__fish_maze_using_subcommand generate" -l wrap -d 'Which edges wrap around to the other side' -r -f -a "none\t'every border is a wall'
x\t'the left and right borders are joined'
y\t'the top and bottom borders are joined'
both\t'both pairs of borders are joined: a torus'"
complete -c maze -n "__fish_maze_using_subcommand generate" -l shape -d 'The cells\' shape; every shape but square is drawn as svg (or stored as json, or drawn in Braille dots with -f unicode)' -r -f -a "square\t'square cells, 4 sides; size COLUMNSxROWS'
hex\t'hexagons, 6 sides; size COLUMNSxROWS'
triangle\t'triangles up and down, 3 sides; size COLUMNSxROWS'
polar\t'rings of a circle, split outward; size RINGS'
upsilon\t'octagons (8 sides) and squares (4); size COLUMNSxROWS'"
complete -c maze -n "__fish_maze_using_subcommand generate" -l rings -d 'Rings of a polar maze, the centre counted (the size of `--shape polar`)' -r
complete -c maze -n "__fish_maze_using_subcommand generate" -l weave -d 'Weave the maze: passages run under perpendicular corridors (square cells, by kruskal, backtracker or growing-tree). DENSITY, 0 to 1, is the chance of a crossing wherever one can go; 0.5 when not given' -r
complete -c maze -n "__fish_maze_using_subcommand generate" -l levels -d 'Stack this many levels joined by stairs (a 3-D maze of square, hex, triangle or polar cells), drawn side by side with up and down marks' -r
complete -c maze -n "__fish_maze_using_subcommand generate" -l mask -d 'Switch cells off: a text file (# or X off; . or space on), a PNG (dark pixels off), or an outline: circle, triangle or hexagon' -r
complete -c maze -n "__fish_maze_using_subcommand generate" -l mask-text -d 'Keep only the cells under these words, in an 8×8 bitmap font stretched over the maze' -r
complete -c maze -n "__fish_maze_using_subcommand generate" -l loops -d 'Open this many extra walls, making loops (a "room maze")' -r
complete -c maze -n "__fish_maze_using_subcommand generate" -l braid -d 'Remove this fraction (0 to 1) of the dead ends' -r
complete -c maze -n "__fish_maze_using_subcommand generate" -l difficulty -d 'Pick a maze this hard to solve: easy, medium, hard, or a percentile from 0 (the easiest) to 100 (the hardest) of 32 mazes built from the seed on, ranked by the steps an explorer is expected to take (the `difficulty` line of `maze stats`)' -r
complete -c maze -n "__fish_maze_using_subcommand generate" -l openings -d 'Where the entrance and exit go' -r -f -a "corners\t'Entrance at the top-left, exit at the bottom-right'
sides\t'Entrance and exit on two different random sides'
none\t'No entrance or exit'"
complete -c maze -n "__fish_maze_using_subcommand generate" -l start -d 'Start cell as X,Y (0-based, y downwards), instead of openings' -r
complete -c maze -n "__fish_maze_using_subcommand generate" -l goal -d 'Goal cell as X,Y (0-based, y downwards), instead of openings' -r
complete -c maze -n "__fish_maze_using_subcommand generate" -s f -l format -d 'Output format; guessed from the --output file\'s extension, else ascii' -r -f -a "ascii\t'The exact text format: walls drawn with + - and |, 4 characters per cell'
unicode\t'Box-drawing characters, 2 characters per cell'
json\t'The versioned JSON format (docs/json-format.md)'
svg\t'A vector picture'
plotter-svg\t'The walls alone as the fewest pen strokes, for pen plotters (SVG)'
stl\t'A 3-D model of the walls on a base plate, for 3-D printing (binary STL, millimetres)'
png\t'A bitmap picture'
bin\t'The compact binary format, two bits per cell (docs/bin-format.md)'
none\t'Nothing: generate (or solve) and discard, for timing'"
complete -c maze -n "__fish_maze_using_subcommand generate" -s o -l output -d 'Write to this file instead of standard output' -r -F
complete -c maze -n "__fish_maze_using_subcommand generate" -l color -d 'Colour the path and marks in unicode output' -r -f -a "auto\t'When writing to a terminal and NO_COLOR is not set'
always\t'Always'
never\t'Never'"
complete -c maze -n "__fish_maze_using_subcommand generate" -l png-compression -d 'How hard to compress PNG output: fast, or best (the smallest file, several times slower)' -r -f -a "fast\t'Fast and still small'
best\t'The smallest file'"
complete -c maze -n "__fish_maze_using_subcommand generate" -l cell-size -d 'The side of a cell in SVG and PNG pictures, in pixels (a PNG\'s floor between walls); unset, PNGs come out about 1600 pixels across and SVGs at 16 a cell' -r
complete -c maze -n "__fish_maze_using_subcommand generate" -l wall-width -d 'The thickness of walls in SVG and PNG pictures, in pixels' -r
complete -c maze -n "__fish_maze_using_subcommand generate" -l wall-color -d 'The walls\' colour in SVG and PNG pictures (and the legend\'s letters), as #rrggbb or #rgb; near-black unset' -r
complete -c maze -n "__fish_maze_using_subcommand generate" -l floor-color -d 'The floor\'s colour in SVG and PNG pictures, as #rrggbb or #rgb; white unset' -r
complete -c maze -n "__fish_maze_using_subcommand generate" -l path-color -d 'The solution\'s colour in SVG and PNG pictures, as #rrggbb or #rgb; light green unset' -r
complete -c maze -n "__fish_maze_using_subcommand generate" -l threads -d 'Threads for work that shares out: big mazes by binary tree, sidewinder, Kruskal and true Prim, PNG compression, counts, checking a bin file (its two halves at once). The same seed makes the same maze on any number [default: one a core]' -r
complete -c maze -n "__fish_maze_using_subcommand generate" -l mask-join -d 'Join the mask\'s separate regions by the shortest bridges of cells, making one maze (words from --mask-text are, unless --mask-apart)'
complete -c maze -n "__fish_maze_using_subcommand generate" -l mask-apart -d 'Make a maze of its own in each of the mask\'s separate regions (a letter each, for words), each with its start and goal'
complete -c maze -n "__fish_maze_using_subcommand generate" -l solve -d 'Overlay the shortest path from the start to the goal'
complete -c maze -n "__fish_maze_using_subcommand generate" -l time -d 'Report the generation time and rate on standard error'
complete -c maze -n "__fish_maze_using_subcommand generate" -l force -d 'Write the maze even when its output would pass 1 GB (without --stream such mazes are refused, with the size they would take)'
complete -c maze -n "__fish_maze_using_subcommand generate" -l stream -d 'Write the maze a row at a time without holding it (eller, sidewinder, binary-tree; ascii, png or bin): for mazes bigger than memory'
complete -c maze -n "__fish_maze_using_subcommand generate" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c maze -n "__fish_maze_using_subcommand generate" -s V -l version -d 'Print version'
complete -c maze -n "__fish_maze_using_subcommand solve" -l solver -d 'The solver to run: a search, a walker or a filler' -r -f -a "bfs\t'breadth-first search: a shortest path'
dfs\t'depth-first search: the first path found, not always shortest'
astar\t'A* search: a shortest path, exploring fewer cells'
dijkstra\t'Dijkstra (every cell costs 1): a shortest path'
bidirectional\t'BFS from both ends at once: a shortest path, exploring fewer cells'
wall-follower\t'left hand on the wall: finds the goal on perfect mazes, may circle on others'
wall-follower-right\t'right hand on the wall: as wall-follower'
pledge\t'heads for the goal, follows walls counting turns: escapes to a goal on the outer wall'
tremaux\t'marks the passages it walks: finds the goal on any maze'
random-mouse\t'random turns at junctions: finds the goal, given much time'
dead-end-filler\t'fills dead ends until only the way is left: a shortest path'
cul-de-sac-filler\t'seals loops hung on one junction, then fills dead ends: a path'
chain\t'follows a straight line, robots round each wall: a path unless the maze wraps'
collision\t'floods, closes where fronts collide, fills the rest: a shortest path'
all-shortest\t'every shortest path at once (the picture shows them all)'"
complete -c maze -n "__fish_maze_using_subcommand solve" -l from -d 'Solve from this cell (X,Y) instead of the maze\'s start' -r
complete -c maze -n "__fish_maze_using_subcommand solve" -l to -d 'Solve to this cell (X,Y) instead of the maze\'s goal' -r
complete -c maze -n "__fish_maze_using_subcommand solve" -l heat -d 'Colour every cell by its distance from the start, the goal or the solution (svg, png; unicode shades it)' -r -f -a "start\t'Steps from the start'
goal\t'Steps from the goal'
solution\t'Steps from the nearest cell of the solution: how far a wrong turn leads'"
complete -c maze -n "__fish_maze_using_subcommand solve" -s f -l format -d 'Output format; guessed from the --output file\'s extension, else ascii' -r -f -a "ascii\t'The exact text format: walls drawn with + - and |, 4 characters per cell'
unicode\t'Box-drawing characters, 2 characters per cell'
json\t'The versioned JSON format (docs/json-format.md)'
svg\t'A vector picture'
plotter-svg\t'The walls alone as the fewest pen strokes, for pen plotters (SVG)'
stl\t'A 3-D model of the walls on a base plate, for 3-D printing (binary STL, millimetres)'
png\t'A bitmap picture'
bin\t'The compact binary format, two bits per cell (docs/bin-format.md)'
none\t'Nothing: generate (or solve) and discard, for timing'"
complete -c maze -n "__fish_maze_using_subcommand solve" -s o -l output -d 'Write to this file instead of standard output' -r -F
complete -c maze -n "__fish_maze_using_subcommand solve" -l color -d 'Colour the path and marks in unicode output' -r -f -a "auto\t'When writing to a terminal and NO_COLOR is not set'
always\t'Always'
never\t'Never'"
complete -c maze -n "__fish_maze_using_subcommand solve" -l png-compression -d 'How hard to compress PNG output: fast, or best (the smallest file, several times slower)' -r -f -a "fast\t'Fast and still small'
best\t'The smallest file'"
complete -c maze -n "__fish_maze_using_subcommand solve" -l cell-size -d 'The side of a cell in SVG and PNG pictures, in pixels (a PNG\'s floor between walls); unset, PNGs come out about 1600 pixels across and SVGs at 16 a cell' -r
complete -c maze -n "__fish_maze_using_subcommand solve" -l wall-width -d 'The thickness of walls in SVG and PNG pictures, in pixels' -r
complete -c maze -n "__fish_maze_using_subcommand solve" -l wall-color -d 'The walls\' colour in SVG and PNG pictures (and the legend\'s letters), as #rrggbb or #rgb; near-black unset' -r
complete -c maze -n "__fish_maze_using_subcommand solve" -l floor-color -d 'The floor\'s colour in SVG and PNG pictures, as #rrggbb or #rgb; white unset' -r
complete -c maze -n "__fish_maze_using_subcommand solve" -l path-color -d 'The solution\'s colour in SVG and PNG pictures, as #rrggbb or #rgb; light green unset' -r
complete -c maze -n "__fish_maze_using_subcommand solve" -l threads -d 'Threads for work that shares out: big mazes by binary tree, sidewinder, Kruskal and true Prim, PNG compression, counts, checking a bin file (its two halves at once). The same seed makes the same maze on any number [default: one a core]' -r
complete -c maze -n "__fish_maze_using_subcommand solve" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c maze -n "__fish_maze_using_subcommand solve" -s V -l version -d 'Print version'
complete -c maze -n "__fish_maze_using_subcommand stats" -l threads -d 'Threads for work that shares out: big mazes by binary tree, sidewinder, Kruskal and true Prim, PNG compression, counts, checking a bin file (its two halves at once). The same seed makes the same maze on any number [default: one a core]' -r
complete -c maze -n "__fish_maze_using_subcommand stats" -l json -d 'Print the measurements as JSON'
complete -c maze -n "__fish_maze_using_subcommand stats" -s h -l help -d 'Print help'
complete -c maze -n "__fish_maze_using_subcommand stats" -s V -l version -d 'Print version'
complete -c maze -n "__fish_maze_using_subcommand check" -l threads -d 'Threads for work that shares out: big mazes by binary tree, sidewinder, Kruskal and true Prim, PNG compression, counts, checking a bin file (its two halves at once). The same seed makes the same maze on any number [default: one a core]' -r
complete -c maze -n "__fish_maze_using_subcommand check" -l json -d 'Print the findings as JSON'
complete -c maze -n "__fish_maze_using_subcommand check" -s h -l help -d 'Print help'
complete -c maze -n "__fish_maze_using_subcommand check" -s V -l version -d 'Print version'
complete -c maze -n "__fish_maze_using_subcommand count" -s W -l width -d 'Width in cells' -r
complete -c maze -n "__fish_maze_using_subcommand count" -s H -l height -d 'Height in cells' -r
complete -c maze -n "__fish_maze_using_subcommand count" -l wrap -d 'Which edges wrap around to the other side' -r -f -a "none\t'every border is a wall'
x\t'the left and right borders are joined'
y\t'the top and bottom borders are joined'
both\t'both pairs of borders are joined: a torus'"
complete -c maze -n "__fish_maze_using_subcommand count" -l shape -d 'The cells\' shape' -r -f -a "square\t'square cells, 4 sides; size COLUMNSxROWS'
hex\t'hexagons, 6 sides; size COLUMNSxROWS'
triangle\t'triangles up and down, 3 sides; size COLUMNSxROWS'
polar\t'rings of a circle, split outward; size RINGS'
upsilon\t'octagons (8 sides) and squares (4); size COLUMNSxROWS'"
complete -c maze -n "__fish_maze_using_subcommand count" -l rings -d 'Rings of a polar maze, the centre counted (the size of `--shape polar`)' -r
complete -c maze -n "__fish_maze_using_subcommand count" -l mask -d 'Switch cells off: a text file (# or X off; . or space on), a PNG (dark pixels off), or an outline: circle, triangle or hexagon' -r
complete -c maze -n "__fish_maze_using_subcommand count" -l mask-text -d 'Keep only the cells under these words, in an 8×8 bitmap font stretched over the maze' -r
complete -c maze -n "__fish_maze_using_subcommand count" -l threads -d 'Threads for work that shares out: big mazes by binary tree, sidewinder, Kruskal and true Prim, PNG compression, counts, checking a bin file (its two halves at once). The same seed makes the same maze on any number [default: one a core]' -r
complete -c maze -n "__fish_maze_using_subcommand count" -l mask-join -d 'Join the mask\'s separate regions by the shortest bridges of cells, making one maze (words from --mask-text are, unless --mask-apart)'
complete -c maze -n "__fish_maze_using_subcommand count" -l mask-apart -d 'Make a maze of its own in each of the mask\'s separate regions (a letter each, for words), each with its start and goal'
complete -c maze -n "__fish_maze_using_subcommand count" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c maze -n "__fish_maze_using_subcommand count" -s V -l version -d 'Print version'
complete -c maze -n "__fish_maze_using_subcommand uniformity" -s W -l width -d 'Width in cells' -r
complete -c maze -n "__fish_maze_using_subcommand uniformity" -s H -l height -d 'Height in cells' -r
complete -c maze -n "__fish_maze_using_subcommand uniformity" -l wrap -d 'Which edges wrap around to the other side' -r -f -a "none\t'every border is a wall'
x\t'the left and right borders are joined'
y\t'the top and bottom borders are joined'
both\t'both pairs of borders are joined: a torus'"
complete -c maze -n "__fish_maze_using_subcommand uniformity" -l samples -d 'Mazes to draw [default: 40 for each perfect maze of the grid]' -r
complete -c maze -n "__fish_maze_using_subcommand uniformity" -l threads -d 'Threads for work that shares out: big mazes by binary tree, sidewinder, Kruskal and true Prim, PNG compression, counts, checking a bin file (its two halves at once). The same seed makes the same maze on any number [default: one a core]' -r
complete -c maze -n "__fish_maze_using_subcommand uniformity" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c maze -n "__fish_maze_using_subcommand uniformity" -s V -l version -d 'Print version'
complete -c maze -n "__fish_maze_using_subcommand print" -l count -d 'How many mazes (up to 10,000, and 16 million cells in all)' -r
complete -c maze -n "__fish_maze_using_subcommand print" -s W -l width -d 'Width of each maze in cells' -r
complete -c maze -n "__fish_maze_using_subcommand print" -s H -l height -d 'Height of each maze in cells' -r
complete -c maze -n "__fish_maze_using_subcommand print" -s a -l algorithm -d 'Generation algorithm (see `maze algorithms`)' -r -f -a "backtracker\t'long winding corridors, few dead ends, a very long solution (depth-first search)'
kruskal\t'many short dead ends, an even, spiky texture; unbiased in direction'
prim\t'many short dead ends, an even texture: the same kind of maze as Kruskal\'s'
prim-simplified\t'radial texture, many short dead ends, short solutions'
wilson\t'uniform: every perfect maze is equally likely; no bias at all'
aldous-broder\t'uniform like Wilson, but a slow random walk on large mazes'
hunt-and-kill\t'long corridors like the backtracker, with more dead ends'
growing-tree\t'half newest, half random cell: corridors mixed with branching'
growing-tree:newest\t'always the newest cell: the backtracker\'s long corridors'
growing-tree:random\t'always a random cell: simplified Prim\'s short, branching texture'
eller\t'row by row with one row of memory; horizontal streaks, unbounded height'
sidewinder\t'row by row; an open top corridor, a slight upward bias'
binary-tree\t'north/east only: open top row and right column, diagonal bias'
division\t'fractal rooms split by long straight walls; fast'
origin-shift\t'uniform: a perfect maze redrawn by its wandering root; slow like Aldous-Broder'"
complete -c maze -n "__fish_maze_using_subcommand print" -l shape -d 'The cells\' shape' -r -f -a "square\t'square cells, 4 sides; size COLUMNSxROWS'
hex\t'hexagons, 6 sides; size COLUMNSxROWS'
triangle\t'triangles up and down, 3 sides; size COLUMNSxROWS'
polar\t'rings of a circle, split outward; size RINGS'
upsilon\t'octagons (8 sides) and squares (4); size COLUMNSxROWS'"
complete -c maze -n "__fish_maze_using_subcommand print" -l rings -d 'Rings of a polar maze, the centre counted (the size of `--shape polar`)' -r
complete -c maze -n "__fish_maze_using_subcommand print" -l mask -d 'Switch cells off: a text file (# or X off; . or space on), a PNG (dark pixels off), or an outline: circle, triangle or hexagon' -r
complete -c maze -n "__fish_maze_using_subcommand print" -l mask-text -d 'Keep only the cells under these words, in an 8×8 bitmap font stretched over the maze' -r
complete -c maze -n "__fish_maze_using_subcommand print" -s s -l seed -d 'The first maze\'s seed; the others follow it. Random if not given' -r
complete -c maze -n "__fish_maze_using_subcommand print" -l per-page -d 'Mazes a page, up to 64 (the answers go twice as many to a page)' -r
complete -c maze -n "__fish_maze_using_subcommand print" -l paper -d 'The paper' -r -f -a "a4\t'ISO A4, 210 × 297 mm'
letter\t'US Letter, 8.5 × 11 in'"
complete -c maze -n "__fish_maze_using_subcommand print" -l title -d 'The heading of every page' -r
complete -c maze -n "__fish_maze_using_subcommand print" -s o -l output -d 'The PDF file to write (`-` for standard output)' -r -F
complete -c maze -n "__fish_maze_using_subcommand print" -l threads -d 'Threads for work that shares out: big mazes by binary tree, sidewinder, Kruskal and true Prim, PNG compression, counts, checking a bin file (its two halves at once). The same seed makes the same maze on any number [default: one a core]' -r
complete -c maze -n "__fish_maze_using_subcommand print" -l mask-join -d 'Join the mask\'s separate regions by the shortest bridges of cells, making one maze (words from --mask-text are, unless --mask-apart)'
complete -c maze -n "__fish_maze_using_subcommand print" -l mask-apart -d 'Make a maze of its own in each of the mask\'s separate regions (a letter each, for words), each with its start and goal'
complete -c maze -n "__fish_maze_using_subcommand print" -l no-answers -d 'Leave the answers out'
complete -c maze -n "__fish_maze_using_subcommand print" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c maze -n "__fish_maze_using_subcommand print" -s V -l version -d 'Print version'
complete -c maze -n "__fish_maze_using_subcommand algorithms" -l threads -d 'Threads for work that shares out: big mazes by binary tree, sidewinder, Kruskal and true Prim, PNG compression, counts, checking a bin file (its two halves at once). The same seed makes the same maze on any number [default: one a core]' -r
complete -c maze -n "__fish_maze_using_subcommand algorithms" -s h -l help -d 'Print help'
complete -c maze -n "__fish_maze_using_subcommand algorithms" -s V -l version -d 'Print version'
complete -c maze -n "__fish_maze_using_subcommand play" -l size -d 'easy (10×10), medium (20×20), hard (30×30) or WxH' -r -f -a "easy\t''
medium\t''
hard\t''"
complete -c maze -n "__fish_maze_using_subcommand play" -l mode -d 'Play alone, or race the computer' -r -f -a "single\t'alone against the clock'
versus\t'race the computer from the entrance, taking turns'"
complete -c maze -n "__fish_maze_using_subcommand play" -l ai -d 'How the computer plays in versus mode' -r -f -a "easy\t'follows the right-hand wall, knowing nothing of the map'
medium\t'explores without a map, remembering where it has been'
hard\t'follows a shortest path, replanned when the maze changes'"
complete -c maze -n "__fish_maze_using_subcommand play" -s a -l algorithm -d 'Maze generator (see `maze algorithms`)' -r -f -a "backtracker\t'long winding corridors, few dead ends, a very long solution (depth-first search)'
kruskal\t'many short dead ends, an even, spiky texture; unbiased in direction'
prim\t'many short dead ends, an even texture: the same kind of maze as Kruskal\'s'
prim-simplified\t'radial texture, many short dead ends, short solutions'
wilson\t'uniform: every perfect maze is equally likely; no bias at all'
aldous-broder\t'uniform like Wilson, but a slow random walk on large mazes'
hunt-and-kill\t'long corridors like the backtracker, with more dead ends'
growing-tree\t'half newest, half random cell: corridors mixed with branching'
growing-tree:newest\t'always the newest cell: the backtracker\'s long corridors'
growing-tree:random\t'always a random cell: simplified Prim\'s short, branching texture'
eller\t'row by row with one row of memory; horizontal streaks, unbounded height'
sidewinder\t'row by row; an open top corridor, a slight upward bias'
binary-tree\t'north/east only: open top row and right column, diagonal bias'
division\t'fractal rooms split by long straight walls; fast'
origin-shift\t'uniform: a perfect maze redrawn by its wandering root; slow like Aldous-Broder'"
complete -c maze -n "__fish_maze_using_subcommand play" -s s -l seed -d 'Seed for the random numbers; random if not given' -r
complete -c maze -n "__fish_maze_using_subcommand play" -l regen -d 'Seconds between maze regenerations, up to a day (86400); 0 never regenerates' -r
complete -c maze -n "__fish_maze_using_subcommand play" -l save-file -d 'Where to save and load the game (default: in your data directory)' -r -F
complete -c maze -n "__fish_maze_using_subcommand play" -l mask -d 'Cut the maze to an outline: circle, triangle or hexagon (full screen only)' -r -f -a "circle\t''
triangle\t''
hexagon\t''"
complete -c maze -n "__fish_maze_using_subcommand play" -l mask-text -d 'Play a maze in the shape of these words, its letters joined (full screen only)' -r
complete -c maze -n "__fish_maze_using_subcommand play" -l shape -d 'The cells\' shape: square, hex, triangle, polar (rings: half the size\'s height) or upsilon (full screen only, drawn in Braille dots; the keypad\'s 7 9 1 3 move between the arrows\' directions)' -r -f -a "square\t'square cells, 4 sides; size COLUMNSxROWS'
hex\t'hexagons, 6 sides; size COLUMNSxROWS'
triangle\t'triangles up and down, 3 sides; size COLUMNSxROWS'
polar\t'rings of a circle, split outward; size RINGS'
upsilon\t'octagons (8 sides) and squares (4); size COLUMNSxROWS'"
complete -c maze -n "__fish_maze_using_subcommand play" -l levels -d 'Levels stacked and joined by stairs, 1 to 8 (full screen only: one level is drawn at a time, `<` and `>` take the stairs)' -r
complete -c maze -n "__fish_maze_using_subcommand play" -l threads -d 'Threads for work that shares out: big mazes by binary tree, sidewinder, Kruskal and true Prim, PNG compression, counts, checking a bin file (its two halves at once). The same seed makes the same maze on any number [default: one a core]' -r
complete -c maze -n "__fish_maze_using_subcommand play" -l plain -d 'Play in line mode: print the maze, read commands line by line'
complete -c maze -n "__fish_maze_using_subcommand play" -l weave -d 'Weave the maze: passages run under crossing corridors, shown as bridges ║ and ═ (full screen only; by kruskal, backtracker or growing-tree)'
complete -c maze -n "__fish_maze_using_subcommand play" -l fog -d 'Play in fog: you see only down the corridors from where you stand, and remember what you have seen (full screen, square cells on one level; best times in fog are kept apart)'
complete -c maze -n "__fish_maze_using_subcommand play" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c maze -n "__fish_maze_using_subcommand play" -s V -l version -d 'Print version'
complete -c maze -n "__fish_maze_using_subcommand watch" -s W -l width -d 'Width in cells [default: as many as fit the terminal]' -r
complete -c maze -n "__fish_maze_using_subcommand watch" -s H -l height -d 'Height in cells [default: as many as fit the terminal]' -r
complete -c maze -n "__fish_maze_using_subcommand watch" -s a -l algorithm -d 'Generation algorithm (see `maze algorithms`)' -r -f -a "backtracker\t'long winding corridors, few dead ends, a very long solution (depth-first search)'
kruskal\t'many short dead ends, an even, spiky texture; unbiased in direction'
prim\t'many short dead ends, an even texture: the same kind of maze as Kruskal\'s'
prim-simplified\t'radial texture, many short dead ends, short solutions'
wilson\t'uniform: every perfect maze is equally likely; no bias at all'
aldous-broder\t'uniform like Wilson, but a slow random walk on large mazes'
hunt-and-kill\t'long corridors like the backtracker, with more dead ends'
growing-tree\t'half newest, half random cell: corridors mixed with branching'
growing-tree:newest\t'always the newest cell: the backtracker\'s long corridors'
growing-tree:random\t'always a random cell: simplified Prim\'s short, branching texture'
eller\t'row by row with one row of memory; horizontal streaks, unbounded height'
sidewinder\t'row by row; an open top corridor, a slight upward bias'
binary-tree\t'north/east only: open top row and right column, diagonal bias'
division\t'fractal rooms split by long straight walls; fast'
origin-shift\t'uniform: a perfect maze redrawn by its wandering root; slow like Aldous-Broder'"
complete -c maze -n "__fish_maze_using_subcommand watch" -l solver -d 'The solver to watch once the maze is made (the list is in `maze solve --help`)' -r -f -a "bfs\t'breadth-first search: a shortest path'
dfs\t'depth-first search: the first path found, not always shortest'
astar\t'A* search: a shortest path, exploring fewer cells'
dijkstra\t'Dijkstra (every cell costs 1): a shortest path'
bidirectional\t'BFS from both ends at once: a shortest path, exploring fewer cells'
wall-follower\t'left hand on the wall: finds the goal on perfect mazes, may circle on others'
wall-follower-right\t'right hand on the wall: as wall-follower'
pledge\t'heads for the goal, follows walls counting turns: escapes to a goal on the outer wall'
tremaux\t'marks the passages it walks: finds the goal on any maze'
random-mouse\t'random turns at junctions: finds the goal, given much time'
dead-end-filler\t'fills dead ends until only the way is left: a shortest path'
cul-de-sac-filler\t'seals loops hung on one junction, then fills dead ends: a path'
chain\t'follows a straight line, robots round each wall: a path unless the maze wraps'
collision\t'floods, closes where fronts collide, fills the rest: a shortest path'
all-shortest\t'every shortest path at once (the picture shows them all)'"
complete -c maze -n "__fish_maze_using_subcommand watch" -l race -d 'Race up to four solvers side by side on the same maze, a move each in turn, with a running count (for example `bfs,astar,tremaux`)' -r -f -a "bfs\t'breadth-first search: a shortest path'
dfs\t'depth-first search: the first path found, not always shortest'
astar\t'A* search: a shortest path, exploring fewer cells'
dijkstra\t'Dijkstra (every cell costs 1): a shortest path'
bidirectional\t'BFS from both ends at once: a shortest path, exploring fewer cells'
wall-follower\t'left hand on the wall: finds the goal on perfect mazes, may circle on others'
wall-follower-right\t'right hand on the wall: as wall-follower'
pledge\t'heads for the goal, follows walls counting turns: escapes to a goal on the outer wall'
tremaux\t'marks the passages it walks: finds the goal on any maze'
random-mouse\t'random turns at junctions: finds the goal, given much time'
dead-end-filler\t'fills dead ends until only the way is left: a shortest path'
cul-de-sac-filler\t'seals loops hung on one junction, then fills dead ends: a path'
chain\t'follows a straight line, robots round each wall: a path unless the maze wraps'
collision\t'floods, closes where fronts collide, fills the rest: a shortest path'
all-shortest\t'every shortest path at once (the picture shows them all)'"
complete -c maze -n "__fish_maze_using_subcommand watch" -s s -l seed -d 'Seed for the random numbers; the same seed gives the same maze. Random if not given' -r
complete -c maze -n "__fish_maze_using_subcommand watch" -l speed -d 'Steps a second to start at [default: so that carving takes about 12 seconds]' -r
complete -c maze -n "__fish_maze_using_subcommand watch" -l mask -d 'Switch cells off: a text file (# or X off; . or space on), a PNG (dark pixels off), or an outline: circle, triangle or hexagon' -r
complete -c maze -n "__fish_maze_using_subcommand watch" -l mask-text -d 'Keep only the cells under these words, in an 8×8 bitmap font stretched over the maze' -r
complete -c maze -n "__fish_maze_using_subcommand watch" -l threads -d 'Threads for work that shares out: big mazes by binary tree, sidewinder, Kruskal and true Prim, PNG compression, counts, checking a bin file (its two halves at once). The same seed makes the same maze on any number [default: one a core]' -r
complete -c maze -n "__fish_maze_using_subcommand watch" -l mask-join -d 'Join the mask\'s separate regions by the shortest bridges of cells, making one maze (words from --mask-text are, unless --mask-apart)'
complete -c maze -n "__fish_maze_using_subcommand watch" -l mask-apart -d 'Make a maze of its own in each of the mask\'s separate regions (a letter each, for words), each with its start and goal'
complete -c maze -n "__fish_maze_using_subcommand watch" -s h -l help -d 'Print help'
complete -c maze -n "__fish_maze_using_subcommand watch" -s V -l version -d 'Print version'
complete -c maze -n "__fish_maze_using_subcommand moving" -l save -d 'Save the game to this file after every command (replacing it safely each time)' -r -F
complete -c maze -n "__fish_maze_using_subcommand moving" -l seat -d 'Full screen and in text mode, a colour played by the computer, as COLOUR=LEVEL (levels: easy, medium, hard, expert); repeat for more seats. Without seats, text mode is exactly the specification\'s' -r -f -a "green=easy\t''
green=medium\t''
green=hard\t''
green=expert\t''
yellow=easy\t''
yellow=medium\t''
yellow=hard\t''
yellow=expert\t''
red=easy\t''
red=medium\t''
red=hard\t''
red=expert\t''
blue=easy\t''
blue=medium\t''
blue=hard\t''
blue=expert\t''"
complete -c maze -n "__fish_maze_using_subcommand moving" -l players -d 'Full screen and on the page (`gui`), a game of 2 or 3 players as the board game is played by fewer: 2 plays green and blue (opposite corners), 3 green, yellow and red; the others\' relics stay out of the game. Text mode is always the specification\'s four' -r
complete -c maze -n "__fish_maze_using_subcommand moving" -l port -d 'The port to listen on; 0 picks a free one' -r
complete -c maze -n "__fish_maze_using_subcommand moving" -l host -d 'The address to listen on. Anything but loopback lets other machines play (and see your games): you are warned' -r
complete -c maze -n "__fish_maze_using_subcommand moving" -l max-games -d 'The most games open at once (pages beyond it are refused until one closes)' -r
complete -c maze -n "__fish_maze_using_subcommand moving" -l threads -d 'Threads for work that shares out: big mazes by binary tree, sidewinder, Kruskal and true Prim, PNG compression, counts, checking a bin file (its two halves at once). The same seed makes the same maze on any number [default: one a core]' -r
complete -c maze -n "__fish_maze_using_subcommand moving" -l full-screen -d 'Play full screen, as at a terminal without a mode'
complete -c maze -n "__fish_maze_using_subcommand moving" -l no-open -d 'Print the address without opening a browser'
complete -c maze -n "__fish_maze_using_subcommand moving" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c maze -n "__fish_maze_using_subcommand moving" -s V -l version -d 'Print version'
complete -c maze -n "__fish_maze_using_subcommand moving-board" -s W -l width -d 'Width in tiles: odd, 3 to 9' -r
complete -c maze -n "__fish_maze_using_subcommand moving-board" -s H -l height -d 'Height in tiles: odd, 3 to 9' -r
complete -c maze -n "__fish_maze_using_subcommand moving-board" -s k -l relics -d 'Relics per colour (K), 0 to 9 and at most a quarter of the non-corner tiles' -r
complete -c maze -n "__fish_maze_using_subcommand moving-board" -s s -l seed -d 'Seed for the random numbers; random if not given' -r
complete -c maze -n "__fish_maze_using_subcommand moving-board" -l threads -d 'Threads for work that shares out: big mazes by binary tree, sidewinder, Kruskal and true Prim, PNG compression, counts, checking a bin file (its two halves at once). The same seed makes the same maze on any number [default: one a core]' -r
complete -c maze -n "__fish_maze_using_subcommand moving-board" -s h -l help -d 'Print help'
complete -c maze -n "__fish_maze_using_subcommand moving-board" -s V -l version -d 'Print version'
complete -c maze -n "__fish_maze_using_subcommand moving-arena" -s n -l games -d 'Games to play' -r
complete -c maze -n "__fish_maze_using_subcommand moving-arena" -l levels -d 'The levels at the table: one, two or four levels, separated by commas' -r -f -a "easy\t'the best single turn for itself'
medium\t'the fewest turns to its target, several turns ahead'
hard\t'its turns against the rivals\' likeliest replies, one round deep'
expert\t'a deep search over every turn of all four players, within 1 s'"
complete -c maze -n "__fish_maze_using_subcommand moving-arena" -l size -d 'Width and height of the random boards: odd, 3 to 9' -r
complete -c maze -n "__fish_maze_using_subcommand moving-arena" -s k -l relics -d 'Relics per colour on the random boards' -r
complete -c maze -n "__fish_maze_using_subcommand moving-arena" -l board -d 'Play on these board files, in turn, instead of random boards (repeat for more)' -r -F
complete -c maze -n "__fish_maze_using_subcommand moving-arena" -l max-turns -d 'A game still going after this many turns is counted as unfinished [default: 400; with `--merge`, the logged runs\' own]' -r
complete -c maze -n "__fish_maze_using_subcommand moving-arena" -s s -l seed -d 'Seed for the random boards; random if not given. Board k of a run is made from seed + k and played once in every seating, so the same game comes back in runs whose seeds are near: to split a long run, give each part the seed where the last part\'s boards ended (e.g. 102 games of two levels are 17 boards: seeds 2026, 2043, 2060, …)' -r
complete -c maze -n "__fish_maze_using_subcommand moving-arena" -s j -l jobs -d 'Games played at once; the default is one per core' -r
complete -c maze -n "__fish_maze_using_subcommand moving-arena" -l expert-search -d 'The deep search expert seats use' -r -f -a "paranoid\t'alpha-beta, the three rivals playing together against it'
best-reply\t'alpha-beta, only the most harmful rival replying (Best-Reply Search)'
mcts\t'Monte Carlo tree search, each player playing for itself (max-n)'"
complete -c maze -n "__fish_maze_using_subcommand moving-arena" -l expert-ms -d 'Expert\'s thinking time a turn, in milliseconds' -r
complete -c maze -n "__fish_maze_using_subcommand moving-arena" -l expert-nodes -d 'Expert visits at most this many positions a turn (as well as the time): the same games on every machine when the time is ample' -r
complete -c maze -n "__fish_maze_using_subcommand moving-arena" -l log -d 'Also write each game to this file as it ends, one line of JSON a game (its number, the table, board, seating, winner, turns, the turn cap, each seat\'s relics and the turn the last relic was taken): a long run keeps what it played if stopped, and its parts can be merged or looked into. A file that holds games already is refused, not overwritten' -r -F
complete -c maze -n "__fish_maze_using_subcommand moving-arena" -l merge -d 'Play nothing: report on the games of these logs (written by `--log`), the parts of one run played apart; a game found twice, or logs of different tables, are refused' -r -F
complete -c maze -n "__fish_maze_using_subcommand moving-arena" -l threads -d 'Threads for work that shares out: big mazes by binary tree, sidewinder, Kruskal and true Prim, PNG compression, counts, checking a bin file (its two halves at once). The same seed makes the same maze on any number [default: one a core]' -r
complete -c maze -n "__fish_maze_using_subcommand moving-arena" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c maze -n "__fish_maze_using_subcommand moving-arena" -s V -l version -d 'Print version'
complete -c maze -n "__fish_maze_using_subcommand treasure; and not __fish_seen_subcommand_from demo help" -l name -d 'Your name [asked if not given]' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and not __fish_seen_subcommand_from demo help" -l maze -d 'Play the treasure maze in this file (written by `maze treasure demo … --format json`) instead of building one' -r -F
complete -c maze -n "__fish_maze_using_subcommand treasure; and not __fish_seen_subcommand_from demo help" -l size -d 'COLUMNSxROWS, such as 10x10 (1 to 4096 each way)' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and not __fish_seen_subcommand_from demo help" -l start -d 'The start room as ROW,COLUMN, counting from 0: row first, as the game names rooms (`maze generate --start` takes X,Y, the column first)' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and not __fish_seen_subcommand_from demo help" -l goal -d 'The goal room as ROW,COLUMN, counting from 0' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and not __fish_seen_subcommand_from demo help" -l loops -d 'Extra passages: 0 makes a perfect maze (one way to the goal), more a room maze with that many loops [full screen: one a nine rooms; the console program asks; a demo: its own]' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and not __fish_seen_subcommand_from demo help" -l wrap -d 'Which edges wrap around: no, x (east-west), y (north-south) or both' -r -f -a "no\t''
x\t''
y\t''
both\t''"
complete -c maze -n "__fish_maze_using_subcommand treasure; and not __fish_seen_subcommand_from demo help" -l gold -d 'The share of rooms holding gold, 0 to 1' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and not __fish_seen_subcommand_from demo help" -l thieves -d 'The share of rooms holding a thief, 0 to 1' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and not __fish_seen_subcommand_from demo help" -l gold-per-room -d 'Gold in each gold room: N, or MIN-MAX for a random amount' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and not __fish_seen_subcommand_from demo help" -l thief-share -d 'The percentage of the player\'s gold a thief takes, rounded down' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and not __fish_seen_subcommand_from demo help" -s a -l algorithm -d 'Maze generator (see `maze algorithms`)' -r -f -a "backtracker\t'long winding corridors, few dead ends, a very long solution (depth-first search)'
kruskal\t'many short dead ends, an even, spiky texture; unbiased in direction'
prim\t'many short dead ends, an even texture: the same kind of maze as Kruskal\'s'
prim-simplified\t'radial texture, many short dead ends, short solutions'
wilson\t'uniform: every perfect maze is equally likely; no bias at all'
aldous-broder\t'uniform like Wilson, but a slow random walk on large mazes'
hunt-and-kill\t'long corridors like the backtracker, with more dead ends'
growing-tree\t'half newest, half random cell: corridors mixed with branching'
growing-tree:newest\t'always the newest cell: the backtracker\'s long corridors'
growing-tree:random\t'always a random cell: simplified Prim\'s short, branching texture'
eller\t'row by row with one row of memory; horizontal streaks, unbounded height'
sidewinder\t'row by row; an open top corridor, a slight upward bias'
binary-tree\t'north/east only: open top row and right column, diagonal bias'
division\t'fractal rooms split by long straight walls; fast'
origin-shift\t'uniform: a perfect maze redrawn by its wandering root; slow like Aldous-Broder'"
complete -c maze -n "__fish_maze_using_subcommand treasure; and not __fish_seen_subcommand_from demo help" -s s -l seed -d 'Seed for the random numbers; random if not given' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and not __fish_seen_subcommand_from demo help" -l color -d 'Colour the map (of the console program; the full screen follows NO_COLOR)' -r -f -a "auto\t'When writing to a terminal and NO_COLOR is not set'
always\t'Always'
never\t'Never'"
complete -c maze -n "__fish_maze_using_subcommand treasure; and not __fish_seen_subcommand_from demo help" -l threads -d 'Threads for work that shares out: big mazes by binary tree, sidewinder, Kruskal and true Prim, PNG compression, counts, checking a bin file (its two halves at once). The same seed makes the same maze on any number [default: one a core]' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and not __fish_seen_subcommand_from demo help" -l plain -d 'Play the seed\'s console program (typed directions and questions) even at a terminal; it is also what runs when input or output is not a terminal'
complete -c maze -n "__fish_maze_using_subcommand treasure; and not __fish_seen_subcommand_from demo help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c maze -n "__fish_maze_using_subcommand treasure; and not __fish_seen_subcommand_from demo help" -s V -l version -d 'Print version'
complete -c maze -n "__fish_maze_using_subcommand treasure; and not __fish_seen_subcommand_from demo help" -f -a "demo" -d 'Run one of the seed\'s scripted demos: build a maze, find a path, tell it step by step, and draw it'
complete -c maze -n "__fish_maze_using_subcommand treasure; and not __fish_seen_subcommand_from demo help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c maze -n "__fish_maze_using_subcommand treasure; and __fish_seen_subcommand_from demo" -l size -d 'COLUMNSxROWS, such as 10x10 (1 to 4096 each way)' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and __fish_seen_subcommand_from demo" -l start -d 'The start room as ROW,COLUMN, counting from 0: row first, as the game names rooms (`maze generate --start` takes X,Y, the column first)' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and __fish_seen_subcommand_from demo" -l goal -d 'The goal room as ROW,COLUMN, counting from 0' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and __fish_seen_subcommand_from demo" -l loops -d 'Extra passages: 0 makes a perfect maze (one way to the goal), more a room maze with that many loops [full screen: one a nine rooms; the console program asks; a demo: its own]' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and __fish_seen_subcommand_from demo" -l wrap -d 'Which edges wrap around: no, x (east-west), y (north-south) or both' -r -f -a "no\t''
x\t''
y\t''
both\t''"
complete -c maze -n "__fish_maze_using_subcommand treasure; and __fish_seen_subcommand_from demo" -l gold -d 'The share of rooms holding gold, 0 to 1' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and __fish_seen_subcommand_from demo" -l thieves -d 'The share of rooms holding a thief, 0 to 1' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and __fish_seen_subcommand_from demo" -l gold-per-room -d 'Gold in each gold room: N, or MIN-MAX for a random amount' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and __fish_seen_subcommand_from demo" -l thief-share -d 'The percentage of the player\'s gold a thief takes, rounded down' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and __fish_seen_subcommand_from demo" -s a -l algorithm -d 'Maze generator (see `maze algorithms`)' -r -f -a "backtracker\t'long winding corridors, few dead ends, a very long solution (depth-first search)'
kruskal\t'many short dead ends, an even, spiky texture; unbiased in direction'
prim\t'many short dead ends, an even texture: the same kind of maze as Kruskal\'s'
prim-simplified\t'radial texture, many short dead ends, short solutions'
wilson\t'uniform: every perfect maze is equally likely; no bias at all'
aldous-broder\t'uniform like Wilson, but a slow random walk on large mazes'
hunt-and-kill\t'long corridors like the backtracker, with more dead ends'
growing-tree\t'half newest, half random cell: corridors mixed with branching'
growing-tree:newest\t'always the newest cell: the backtracker\'s long corridors'
growing-tree:random\t'always a random cell: simplified Prim\'s short, branching texture'
eller\t'row by row with one row of memory; horizontal streaks, unbounded height'
sidewinder\t'row by row; an open top corridor, a slight upward bias'
binary-tree\t'north/east only: open top row and right column, diagonal bias'
division\t'fractal rooms split by long straight walls; fast'
origin-shift\t'uniform: a perfect maze redrawn by its wandering root; slow like Aldous-Broder'"
complete -c maze -n "__fish_maze_using_subcommand treasure; and __fish_seen_subcommand_from demo" -s s -l seed -d 'Seed for the random numbers; random if not given' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and __fish_seen_subcommand_from demo" -s f -l format -d 'Output format; guessed from the --output file\'s extension, else ascii' -r -f -a "ascii\t'The exact text format: walls drawn with + - and |, 4 characters per cell'
unicode\t'Box-drawing characters, 2 characters per cell'
json\t'The versioned JSON format (docs/json-format.md)'
svg\t'A vector picture'
plotter-svg\t'The walls alone as the fewest pen strokes, for pen plotters (SVG)'
stl\t'A 3-D model of the walls on a base plate, for 3-D printing (binary STL, millimetres)'
png\t'A bitmap picture'
bin\t'The compact binary format, two bits per cell (docs/bin-format.md)'
none\t'Nothing: generate (or solve) and discard, for timing'"
complete -c maze -n "__fish_maze_using_subcommand treasure; and __fish_seen_subcommand_from demo" -s o -l output -d 'Write to this file instead of standard output' -r -F
complete -c maze -n "__fish_maze_using_subcommand treasure; and __fish_seen_subcommand_from demo" -l color -d 'Colour the path and marks in unicode output' -r -f -a "auto\t'When writing to a terminal and NO_COLOR is not set'
always\t'Always'
never\t'Never'"
complete -c maze -n "__fish_maze_using_subcommand treasure; and __fish_seen_subcommand_from demo" -l png-compression -d 'How hard to compress PNG output: fast, or best (the smallest file, several times slower)' -r -f -a "fast\t'Fast and still small'
best\t'The smallest file'"
complete -c maze -n "__fish_maze_using_subcommand treasure; and __fish_seen_subcommand_from demo" -l cell-size -d 'The side of a cell in SVG and PNG pictures, in pixels (a PNG\'s floor between walls); unset, PNGs come out about 1600 pixels across and SVGs at 16 a cell' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and __fish_seen_subcommand_from demo" -l wall-width -d 'The thickness of walls in SVG and PNG pictures, in pixels' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and __fish_seen_subcommand_from demo" -l wall-color -d 'The walls\' colour in SVG and PNG pictures (and the legend\'s letters), as #rrggbb or #rgb; near-black unset' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and __fish_seen_subcommand_from demo" -l floor-color -d 'The floor\'s colour in SVG and PNG pictures, as #rrggbb or #rgb; white unset' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and __fish_seen_subcommand_from demo" -l path-color -d 'The solution\'s colour in SVG and PNG pictures, as #rrggbb or #rgb; light green unset' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and __fish_seen_subcommand_from demo" -l threads -d 'Threads for work that shares out: big mazes by binary tree, sidewinder, Kruskal and true Prim, PNG compression, counts, checking a bin file (its two halves at once). The same seed makes the same maze on any number [default: one a core]' -r
complete -c maze -n "__fish_maze_using_subcommand treasure; and __fish_seen_subcommand_from demo" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c maze -n "__fish_maze_using_subcommand treasure; and __fish_seen_subcommand_from demo" -s V -l version -d 'Print version'
complete -c maze -n "__fish_maze_using_subcommand treasure; and __fish_seen_subcommand_from help" -f -a "demo" -d 'Run one of the seed\'s scripted demos: build a maze, find a path, tell it step by step, and draw it'
complete -c maze -n "__fish_maze_using_subcommand treasure; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c maze -n "__fish_maze_using_subcommand words" -l size -d 'COLUMNSxROWS (3 to 64 each way), or N for a square board' -r
complete -c maze -n "__fish_maze_using_subcommand words" -s s -l seed -d 'Seed for the random numbers; random if not given' -r
complete -c maze -n "__fish_maze_using_subcommand words" -l ai -d 'How the AI plays' -r -f -a "easy\t'takes the first path a depth-first search finds'
medium\t'takes a shortest path (breadth-first search)'
hard\t'takes the path with the most words, then the best score, never scoring below medium'
best\t'takes the path with the highest score (exact search)'"
complete -c maze -n "__fish_maze_using_subcommand words" -l dictionary -d 'A word list to use instead of the shipped English one: one word a line, 3 to 24 letters a to z; other lines are skipped and reported' -r -F
complete -c maze -n "__fish_maze_using_subcommand words" -l loops -d 'Extra passages beyond a perfect maze\'s, each making a loop [default: one per 20 cells]' -r
complete -c maze -n "__fish_maze_using_subcommand words" -l words -d 'Words to place [default: one per 8 cells]' -r
complete -c maze -n "__fish_maze_using_subcommand words" -s a -l algorithm -d 'Maze generator (see `maze algorithms`)' -r -f -a "backtracker\t'long winding corridors, few dead ends, a very long solution (depth-first search)'
kruskal\t'many short dead ends, an even, spiky texture; unbiased in direction'
prim\t'many short dead ends, an even texture: the same kind of maze as Kruskal\'s'
prim-simplified\t'radial texture, many short dead ends, short solutions'
wilson\t'uniform: every perfect maze is equally likely; no bias at all'
aldous-broder\t'uniform like Wilson, but a slow random walk on large mazes'
hunt-and-kill\t'long corridors like the backtracker, with more dead ends'
growing-tree\t'half newest, half random cell: corridors mixed with branching'
growing-tree:newest\t'always the newest cell: the backtracker\'s long corridors'
growing-tree:random\t'always a random cell: simplified Prim\'s short, branching texture'
eller\t'row by row with one row of memory; horizontal streaks, unbounded height'
sidewinder\t'row by row; an open top corridor, a slight upward bias'
binary-tree\t'north/east only: open top row and right column, diagonal bias'
division\t'fractal rooms split by long straight walls; fast'
origin-shift\t'uniform: a perfect maze redrawn by its wandering root; slow like Aldous-Broder'"
complete -c maze -n "__fish_maze_using_subcommand words" -l budget -d 'Steps the hard and best AIs may search before answering with the best path so far (at most 3000000, 25 times the default)' -r
complete -c maze -n "__fish_maze_using_subcommand words" -l threads -d 'Threads for work that shares out: big mazes by binary tree, sidewinder, Kruskal and true Prim, PNG compression, counts, checking a bin file (its two halves at once). The same seed makes the same maze on any number [default: one a core]' -r
complete -c maze -n "__fish_maze_using_subcommand words" -l plain -d 'Play in line mode: print the board, read commands line by line'
complete -c maze -n "__fish_maze_using_subcommand words" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c maze -n "__fish_maze_using_subcommand words" -s V -l version -d 'Print version'
complete -c maze -n "__fish_maze_using_subcommand endless" -s s -l seed -d 'Seed of the plane; random if not given' -r
complete -c maze -n "__fish_maze_using_subcommand endless" -l at -d 'Where to start, X,Y [default: a cell the seed chooses, far from the plane\'s edges]' -r
complete -c maze -n "__fish_maze_using_subcommand endless" -l reach -d 'How long the way to each target is, in passages (up to 1000000)' -r
complete -c maze -n "__fish_maze_using_subcommand endless" -l to -d 'The first target\'s cell, X,Y, instead of one --reach passages away' -r
complete -c maze -n "__fish_maze_using_subcommand endless" -l threads -d 'Threads for work that shares out: big mazes by binary tree, sidewinder, Kruskal and true Prim, PNG compression, counts, checking a bin file (its two halves at once). The same seed makes the same maze on any number [default: one a core]' -r
complete -c maze -n "__fish_maze_using_subcommand endless" -l plain -d 'Play a line at a time (w a s d, hint, new, link, q), as when input or output is not a terminal: for scripts'
complete -c maze -n "__fish_maze_using_subcommand endless" -s h -l help -d 'Print help'
complete -c maze -n "__fish_maze_using_subcommand endless" -s V -l version -d 'Print version'
complete -c maze -n "__fish_maze_using_subcommand infinite; and not __fish_seen_subcommand_from solve help" -s s -l seed -d 'Seed of the plane: the same seed gives the same maze everywhere. Random if not given' -r
complete -c maze -n "__fish_maze_using_subcommand infinite; and not __fish_seen_subcommand_from solve help" -l at -d 'The window\'s top-left cell as X,Y, each from 0 to 2^64 - 1, in decimal or hexadecimal after 0x [default: 0,0; when solving, centred on both ends if they fit, else on --from]' -r
complete -c maze -n "__fish_maze_using_subcommand infinite; and not __fish_seen_subcommand_from solve help" -s W -l width -d 'Width of the window in cells' -r
complete -c maze -n "__fish_maze_using_subcommand infinite; and not __fish_seen_subcommand_from solve help" -s H -l height -d 'Height of the window in cells' -r
complete -c maze -n "__fish_maze_using_subcommand infinite; and not __fish_seen_subcommand_from solve help" -s f -l format -d 'Output format; guessed from the --output file\'s extension, else ascii' -r -f -a "ascii\t'The exact text format: walls drawn with + - and |, 4 characters per cell'
unicode\t'Box-drawing characters, 2 characters per cell'
json\t'The versioned JSON format (docs/json-format.md)'
svg\t'A vector picture'
plotter-svg\t'The walls alone as the fewest pen strokes, for pen plotters (SVG)'
stl\t'A 3-D model of the walls on a base plate, for 3-D printing (binary STL, millimetres)'
png\t'A bitmap picture'
bin\t'The compact binary format, two bits per cell (docs/bin-format.md)'
none\t'Nothing: generate (or solve) and discard, for timing'"
complete -c maze -n "__fish_maze_using_subcommand infinite; and not __fish_seen_subcommand_from solve help" -s o -l output -d 'Write to this file instead of standard output' -r -F
complete -c maze -n "__fish_maze_using_subcommand infinite; and not __fish_seen_subcommand_from solve help" -l color -d 'Colour the path and marks in unicode output' -r -f -a "auto\t'When writing to a terminal and NO_COLOR is not set'
always\t'Always'
never\t'Never'"
complete -c maze -n "__fish_maze_using_subcommand infinite; and not __fish_seen_subcommand_from solve help" -l png-compression -d 'How hard to compress PNG output: fast, or best (the smallest file, several times slower)' -r -f -a "fast\t'Fast and still small'
best\t'The smallest file'"
complete -c maze -n "__fish_maze_using_subcommand infinite; and not __fish_seen_subcommand_from solve help" -l cell-size -d 'The side of a cell in SVG and PNG pictures, in pixels (a PNG\'s floor between walls); unset, PNGs come out about 1600 pixels across and SVGs at 16 a cell' -r
complete -c maze -n "__fish_maze_using_subcommand infinite; and not __fish_seen_subcommand_from solve help" -l wall-width -d 'The thickness of walls in SVG and PNG pictures, in pixels' -r
complete -c maze -n "__fish_maze_using_subcommand infinite; and not __fish_seen_subcommand_from solve help" -l wall-color -d 'The walls\' colour in SVG and PNG pictures (and the legend\'s letters), as #rrggbb or #rgb; near-black unset' -r
complete -c maze -n "__fish_maze_using_subcommand infinite; and not __fish_seen_subcommand_from solve help" -l floor-color -d 'The floor\'s colour in SVG and PNG pictures, as #rrggbb or #rgb; white unset' -r
complete -c maze -n "__fish_maze_using_subcommand infinite; and not __fish_seen_subcommand_from solve help" -l path-color -d 'The solution\'s colour in SVG and PNG pictures, as #rrggbb or #rgb; light green unset' -r
complete -c maze -n "__fish_maze_using_subcommand infinite; and not __fish_seen_subcommand_from solve help" -l threads -d 'Threads for work that shares out: big mazes by binary tree, sidewinder, Kruskal and true Prim, PNG compression, counts, checking a bin file (its two halves at once). The same seed makes the same maze on any number [default: one a core]' -r
complete -c maze -n "__fish_maze_using_subcommand infinite; and not __fish_seen_subcommand_from solve help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c maze -n "__fish_maze_using_subcommand infinite; and not __fish_seen_subcommand_from solve help" -s V -l version -d 'Print version'
complete -c maze -n "__fish_maze_using_subcommand infinite; and not __fish_seen_subcommand_from solve help" -f -a "solve" -d 'Find the one way between two cells: its exact length and its first and last steps, without visiting the cells between (and draw a window of it with --draw)'
complete -c maze -n "__fish_maze_using_subcommand infinite; and not __fish_seen_subcommand_from solve help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c maze -n "__fish_maze_using_subcommand infinite; and __fish_seen_subcommand_from solve" -l from -d 'The cell the way starts from, X,Y' -r
complete -c maze -n "__fish_maze_using_subcommand infinite; and __fish_seen_subcommand_from solve" -l to -d 'The cell the way leads to, X,Y' -r
complete -c maze -n "__fish_maze_using_subcommand infinite; and __fish_seen_subcommand_from solve" -l steps -d 'How many of the first and of the last steps to list (up to 1000000)' -r
complete -c maze -n "__fish_maze_using_subcommand infinite; and __fish_seen_subcommand_from solve" -s s -l seed -d 'Seed of the plane: the same seed gives the same maze everywhere. Random if not given' -r
complete -c maze -n "__fish_maze_using_subcommand infinite; and __fish_seen_subcommand_from solve" -l at -d 'The window\'s top-left cell as X,Y, each from 0 to 2^64 - 1, in decimal or hexadecimal after 0x [default: 0,0; when solving, centred on both ends if they fit, else on --from]' -r
complete -c maze -n "__fish_maze_using_subcommand infinite; and __fish_seen_subcommand_from solve" -s W -l width -d 'Width of the window in cells' -r
complete -c maze -n "__fish_maze_using_subcommand infinite; and __fish_seen_subcommand_from solve" -s H -l height -d 'Height of the window in cells' -r
complete -c maze -n "__fish_maze_using_subcommand infinite; and __fish_seen_subcommand_from solve" -s f -l format -d 'Output format; guessed from the --output file\'s extension, else ascii' -r -f -a "ascii\t'The exact text format: walls drawn with + - and |, 4 characters per cell'
unicode\t'Box-drawing characters, 2 characters per cell'
json\t'The versioned JSON format (docs/json-format.md)'
svg\t'A vector picture'
plotter-svg\t'The walls alone as the fewest pen strokes, for pen plotters (SVG)'
stl\t'A 3-D model of the walls on a base plate, for 3-D printing (binary STL, millimetres)'
png\t'A bitmap picture'
bin\t'The compact binary format, two bits per cell (docs/bin-format.md)'
none\t'Nothing: generate (or solve) and discard, for timing'"
complete -c maze -n "__fish_maze_using_subcommand infinite; and __fish_seen_subcommand_from solve" -s o -l output -d 'Write to this file instead of standard output' -r -F
complete -c maze -n "__fish_maze_using_subcommand infinite; and __fish_seen_subcommand_from solve" -l color -d 'Colour the path and marks in unicode output' -r -f -a "auto\t'When writing to a terminal and NO_COLOR is not set'
always\t'Always'
never\t'Never'"
complete -c maze -n "__fish_maze_using_subcommand infinite; and __fish_seen_subcommand_from solve" -l png-compression -d 'How hard to compress PNG output: fast, or best (the smallest file, several times slower)' -r -f -a "fast\t'Fast and still small'
best\t'The smallest file'"
complete -c maze -n "__fish_maze_using_subcommand infinite; and __fish_seen_subcommand_from solve" -l cell-size -d 'The side of a cell in SVG and PNG pictures, in pixels (a PNG\'s floor between walls); unset, PNGs come out about 1600 pixels across and SVGs at 16 a cell' -r
complete -c maze -n "__fish_maze_using_subcommand infinite; and __fish_seen_subcommand_from solve" -l wall-width -d 'The thickness of walls in SVG and PNG pictures, in pixels' -r
complete -c maze -n "__fish_maze_using_subcommand infinite; and __fish_seen_subcommand_from solve" -l wall-color -d 'The walls\' colour in SVG and PNG pictures (and the legend\'s letters), as #rrggbb or #rgb; near-black unset' -r
complete -c maze -n "__fish_maze_using_subcommand infinite; and __fish_seen_subcommand_from solve" -l floor-color -d 'The floor\'s colour in SVG and PNG pictures, as #rrggbb or #rgb; white unset' -r
complete -c maze -n "__fish_maze_using_subcommand infinite; and __fish_seen_subcommand_from solve" -l path-color -d 'The solution\'s colour in SVG and PNG pictures, as #rrggbb or #rgb; light green unset' -r
complete -c maze -n "__fish_maze_using_subcommand infinite; and __fish_seen_subcommand_from solve" -l threads -d 'Threads for work that shares out: big mazes by binary tree, sidewinder, Kruskal and true Prim, PNG compression, counts, checking a bin file (its two halves at once). The same seed makes the same maze on any number [default: one a core]' -r
complete -c maze -n "__fish_maze_using_subcommand infinite; and __fish_seen_subcommand_from solve" -l draw -d 'Draw the window (--at, -W, -H) with the parts of the way that cross it'
complete -c maze -n "__fish_maze_using_subcommand infinite; and __fish_seen_subcommand_from solve" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c maze -n "__fish_maze_using_subcommand infinite; and __fish_seen_subcommand_from solve" -s V -l version -d 'Print version'
complete -c maze -n "__fish_maze_using_subcommand infinite; and __fish_seen_subcommand_from help" -f -a "solve" -d 'Find the one way between two cells: its exact length and its first and last steps, without visiting the cells between (and draw a window of it with --draw)'
complete -c maze -n "__fish_maze_using_subcommand infinite; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c maze -n "__fish_maze_using_subcommand gui" -l port -d 'The port to listen on; 0 picks a free one' -r
complete -c maze -n "__fish_maze_using_subcommand gui" -l host -d 'The address to listen on. Anything but loopback lets other machines play (and see your games): you are warned' -r
complete -c maze -n "__fish_maze_using_subcommand gui" -l max-games -d 'The most games open at once (pages beyond it are refused until one closes)' -r
complete -c maze -n "__fish_maze_using_subcommand gui" -l threads -d 'Threads for work that shares out: big mazes by binary tree, sidewinder, Kruskal and true Prim, PNG compression, counts, checking a bin file (its two halves at once). The same seed makes the same maze on any number [default: one a core]' -r
complete -c maze -n "__fish_maze_using_subcommand gui" -l no-open -d 'Print the address without opening a browser'
complete -c maze -n "__fish_maze_using_subcommand gui" -s h -l help -d 'Print help'
complete -c maze -n "__fish_maze_using_subcommand gui" -s V -l version -d 'Print version'
complete -c maze -n "__fish_maze_using_subcommand completions" -l threads -d 'Threads for work that shares out: big mazes by binary tree, sidewinder, Kruskal and true Prim, PNG compression, counts, checking a bin file (its two halves at once). The same seed makes the same maze on any number [default: one a core]' -r
complete -c maze -n "__fish_maze_using_subcommand completions" -s h -l help -d 'Print help'
complete -c maze -n "__fish_maze_using_subcommand completions" -s V -l version -d 'Print version'
complete -c maze -n "__fish_maze_using_subcommand man" -l threads -d 'Threads for work that shares out: big mazes by binary tree, sidewinder, Kruskal and true Prim, PNG compression, counts, checking a bin file (its two halves at once). The same seed makes the same maze on any number [default: one a core]' -r
complete -c maze -n "__fish_maze_using_subcommand man" -s h -l help -d 'Print help'
complete -c maze -n "__fish_maze_using_subcommand man" -s V -l version -d 'Print version'
complete -c maze -n "__fish_maze_using_subcommand help; and not __fish_seen_subcommand_from generate solve stats check count uniformity print algorithms play watch moving moving-board moving-arena treasure words endless infinite gui completions man help" -f -a "generate" -d 'Generate a maze and print or save it'
complete -c maze -n "__fish_maze_using_subcommand help; and not __fish_seen_subcommand_from generate solve stats check count uniformity print algorithms play watch moving moving-board moving-arena treasure words endless infinite gui completions man help" -f -a "solve" -d 'Solve a maze saved as JSON, ASCII or bin and show the path'
complete -c maze -n "__fish_maze_using_subcommand help; and not __fish_seen_subcommand_from generate solve stats check count uniformity print algorithms play watch moving moving-board moving-arena treasure words endless infinite gui completions man help" -f -a "stats" -d 'Measure a maze saved as JSON, ASCII or bin: dead ends, junctions, solution, diameter'
complete -c maze -n "__fish_maze_using_subcommand help; and not __fish_seen_subcommand_from generate solve stats check count uniformity print algorithms play watch moving moving-board moving-arena treasure words endless infinite gui completions man help" -f -a "check" -d 'Check that a file holds a perfect maze: bin a row at a time (any size; a file\'s two halves at once, from either end), JSON of any shape and ASCII whole'
complete -c maze -n "__fish_maze_using_subcommand help; and not __fish_seen_subcommand_from generate solve stats check count uniformity print algorithms play watch moving moving-board moving-arena treasure words endless infinite gui completions man help" -f -a "count" -d 'Count exactly how many perfect mazes a grid, shape or mask has (its spanning trees)'
complete -c maze -n "__fish_maze_using_subcommand help; and not __fish_seen_subcommand_from generate solve stats check count uniformity print algorithms play watch moving moving-board moving-arena treasure words endless infinite gui completions man help" -f -a "uniformity" -d 'Test whether a generator draws every perfect maze of a small grid equally often'
complete -c maze -n "__fish_maze_using_subcommand help; and not __fish_seen_subcommand_from generate solve stats check count uniformity print algorithms play watch moving moving-board moving-arena treasure words endless infinite gui completions man help" -f -a "print" -d 'Write a PDF booklet of mazes to print, a few to a page, with the answers at the back'
complete -c maze -n "__fish_maze_using_subcommand help; and not __fish_seen_subcommand_from generate solve stats check count uniformity print algorithms play watch moving moving-board moving-arena treasure words endless infinite gui completions man help" -f -a "algorithms" -d 'List the generation algorithms and their character'
complete -c maze -n "__fish_maze_using_subcommand help; and not __fish_seen_subcommand_from generate solve stats check count uniformity print algorithms play watch moving moving-board moving-arena treasure words endless infinite gui completions man help" -f -a "play" -d 'Play the Maze Game: find the exit, alone or racing the computer'
complete -c maze -n "__fish_maze_using_subcommand help; and not __fish_seen_subcommand_from generate solve stats check count uniformity print algorithms play watch moving moving-board moving-arena treasure words endless infinite gui completions man help" -f -a "watch" -d 'Watch a maze being carved and then solved, a step at a time'
complete -c maze -n "__fish_maze_using_subcommand help; and not __fish_seen_subcommand_from generate solve stats check count uniformity print algorithms play watch moving moving-board moving-arena treasure words endless infinite gui completions man help" -f -a "moving" -d 'Play Moving Maze, the four-player sliding-tile game, from a board file'
complete -c maze -n "__fish_maze_using_subcommand help; and not __fish_seen_subcommand_from generate solve stats check count uniformity print algorithms play watch moving moving-board moving-arena treasure words endless infinite gui completions man help" -f -a "moving-board" -d 'Print a random, valid Moving Maze board file'
complete -c maze -n "__fish_maze_using_subcommand help; and not __fish_seen_subcommand_from generate solve stats check count uniformity print algorithms play watch moving moving-board moving-arena treasure words endless infinite gui completions man help" -f -a "moving-arena" -d 'Play many Moving Maze games between computer levels and compare their win rates'
complete -c maze -n "__fish_maze_using_subcommand help; and not __fish_seen_subcommand_from generate solve stats check count uniformity print algorithms play watch moving moving-board moving-arena treasure words endless infinite gui completions man help" -f -a "treasure" -d 'Play the treasure maze: gather gold, dodge thieves, reach the goal (or watch a demo)'
complete -c maze -n "__fish_maze_using_subcommand help; and not __fish_seen_subcommand_from generate solve stats check count uniformity print algorithms play watch moving moving-board moving-arena treasure words endless infinite gui completions man help" -f -a "words" -d 'Play the word maze: walk a path that spells words, then race the AI\'s'
complete -c maze -n "__fish_maze_using_subcommand help; and not __fish_seen_subcommand_from generate solve stats check count uniformity print algorithms play watch moving moving-board moving-arena treasure words endless infinite gui completions man help" -f -a "endless" -d 'Play the endless maze: walk the maze of 2^64 × 2^64 cells to targets far away, with a compass, hints, a map, and a command that puts a friend where you stand'
complete -c maze -n "__fish_maze_using_subcommand help; and not __fish_seen_subcommand_from generate solve stats check count uniformity print algorithms play watch moving moving-board moving-arena treasure words endless infinite gui completions man help" -f -a "infinite" -d 'Draw any part of a maze of 2^64 × 2^64 cells, or measure the way between two cells of it'
complete -c maze -n "__fish_maze_using_subcommand help; and not __fish_seen_subcommand_from generate solve stats check count uniformity print algorithms play watch moving moving-board moving-arena treasure words endless infinite gui completions man help" -f -a "gui" -d 'Play in the browser: start a local server for the games\' pages and open it'
complete -c maze -n "__fish_maze_using_subcommand help; and not __fish_seen_subcommand_from generate solve stats check count uniformity print algorithms play watch moving moving-board moving-arena treasure words endless infinite gui completions man help" -f -a "completions" -d 'Print a shell completion script (bash, zsh, fish, elvish, powershell)'
complete -c maze -n "__fish_maze_using_subcommand help; and not __fish_seen_subcommand_from generate solve stats check count uniformity print algorithms play watch moving moving-board moving-arena treasure words endless infinite gui completions man help" -f -a "man" -d 'Print a manual page in roff: `maze man | man -l -`, `maze man generate > maze-generate.1`'
complete -c maze -n "__fish_maze_using_subcommand help; and not __fish_seen_subcommand_from generate solve stats check count uniformity print algorithms play watch moving moving-board moving-arena treasure words endless infinite gui completions man help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c maze -n "__fish_maze_using_subcommand help; and __fish_seen_subcommand_from treasure" -f -a "demo" -d 'Run one of the seed\'s scripted demos: build a maze, find a path, tell it step by step, and draw it'
complete -c maze -n "__fish_maze_using_subcommand help; and __fish_seen_subcommand_from infinite" -f -a "solve" -d 'Find the one way between two cells: its exact length and its first and last steps, without visiting the cells between (and draw a window of it with --draw)'
