_maze() {
    local i cur prev opts cmd
    COMPREPLY=()
    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
        cur="$2"
    else
        cur="${COMP_WORDS[COMP_CWORD]}"
    fi
    prev="$3"
    cmd=""
    opts=""

    for i in "${COMP_WORDS[@]:0:COMP_CWORD}"
    do
        case "${cmd},${i}" in
            ",$1")
                cmd="maze"
                ;;
            maze,algorithms)
                cmd="maze__subcmd__algorithms"
                ;;
            maze,check)
                cmd="maze__subcmd__check"
                ;;
            maze,completions)
                cmd="maze__subcmd__completions"
                ;;
            maze,count)
                cmd="maze__subcmd__count"
                ;;
            maze,endless)
                cmd="maze__subcmd__endless"
                ;;
            maze,generate)
                cmd="maze__subcmd__generate"
                ;;
            maze,gui)
                cmd="maze__subcmd__gui"
                ;;
            maze,help)
                cmd="maze__subcmd__help"
                ;;
            maze,infinite)
                cmd="maze__subcmd__infinite"
                ;;
            maze,man)
                cmd="maze__subcmd__man"
                ;;
            maze,moving)
                cmd="maze__subcmd__moving"
                ;;
            maze,moving-arena)
                cmd="maze__subcmd__moving__subcmd__arena"
                ;;
            maze,moving-board)
                cmd="maze__subcmd__moving__subcmd__board"
                ;;
            maze,play)
                cmd="maze__subcmd__play"
                ;;
            maze,print)
                cmd="maze__subcmd__print"
                ;;
            maze,solve)
                cmd="maze__subcmd__solve"
                ;;
            maze,stats)
                cmd="maze__subcmd__stats"
                ;;
            maze,treasure)
                cmd="maze__subcmd__treasure"
                ;;
            maze,uniformity)
                cmd="maze__subcmd__uniformity"
                ;;
            maze,watch)
                cmd="maze__subcmd__watch"
                ;;
            maze,words)
                cmd="maze__subcmd__words"
                ;;
            maze__subcmd__help,algorithms)
                cmd="maze__subcmd__help__subcmd__algorithms"
                ;;
            maze__subcmd__help,check)
                cmd="maze__subcmd__help__subcmd__check"
                ;;
            maze__subcmd__help,completions)
                cmd="maze__subcmd__help__subcmd__completions"
                ;;
            maze__subcmd__help,count)
                cmd="maze__subcmd__help__subcmd__count"
                ;;
            maze__subcmd__help,endless)
                cmd="maze__subcmd__help__subcmd__endless"
                ;;
            maze__subcmd__help,generate)
                cmd="maze__subcmd__help__subcmd__generate"
                ;;
            maze__subcmd__help,gui)
                cmd="maze__subcmd__help__subcmd__gui"
                ;;
            maze__subcmd__help,help)
                cmd="maze__subcmd__help__subcmd__help"
                ;;
            maze__subcmd__help,infinite)
                cmd="maze__subcmd__help__subcmd__infinite"
                ;;
            maze__subcmd__help,man)
                cmd="maze__subcmd__help__subcmd__man"
                ;;
            maze__subcmd__help,moving)
                cmd="maze__subcmd__help__subcmd__moving"
                ;;
            maze__subcmd__help,moving-arena)
                cmd="maze__subcmd__help__subcmd__moving__subcmd__arena"
                ;;
            maze__subcmd__help,moving-board)
                cmd="maze__subcmd__help__subcmd__moving__subcmd__board"
                ;;
            maze__subcmd__help,play)
                cmd="maze__subcmd__help__subcmd__play"
                ;;
            maze__subcmd__help,print)
                cmd="maze__subcmd__help__subcmd__print"
                ;;
            maze__subcmd__help,solve)
                cmd="maze__subcmd__help__subcmd__solve"
                ;;
            maze__subcmd__help,stats)
                cmd="maze__subcmd__help__subcmd__stats"
                ;;
            maze__subcmd__help,treasure)
                cmd="maze__subcmd__help__subcmd__treasure"
                ;;
            maze__subcmd__help,uniformity)
                cmd="maze__subcmd__help__subcmd__uniformity"
                ;;
            maze__subcmd__help,watch)
                cmd="maze__subcmd__help__subcmd__watch"
                ;;
            maze__subcmd__help,words)
                cmd="maze__subcmd__help__subcmd__words"
                ;;
            maze__subcmd__help__subcmd__infinite,solve)
                cmd="maze__subcmd__help__subcmd__infinite__subcmd__solve"
                ;;
            maze__subcmd__help__subcmd__treasure,demo)
                cmd="maze__subcmd__help__subcmd__treasure__subcmd__demo"
                ;;
            maze__subcmd__infinite,help)
                cmd="maze__subcmd__infinite__subcmd__help"
                ;;
            maze__subcmd__infinite,solve)
                cmd="maze__subcmd__infinite__subcmd__solve"
                ;;
            maze__subcmd__infinite__subcmd__help,help)
                cmd="maze__subcmd__infinite__subcmd__help__subcmd__help"
                ;;
            maze__subcmd__infinite__subcmd__help,solve)
                cmd="maze__subcmd__infinite__subcmd__help__subcmd__solve"
                ;;
            maze__subcmd__treasure,demo)
                cmd="maze__subcmd__treasure__subcmd__demo"
                ;;
            maze__subcmd__treasure,help)
                cmd="maze__subcmd__treasure__subcmd__help"
                ;;
            maze__subcmd__treasure__subcmd__help,demo)
                cmd="maze__subcmd__treasure__subcmd__help__subcmd__demo"
                ;;
            maze__subcmd__treasure__subcmd__help,help)
                cmd="maze__subcmd__treasure__subcmd__help__subcmd__help"
                ;;
            *)
                ;;
        esac
    done

    case "${cmd}" in
        maze)
            opts="-h -V --threads --help --version generate solve stats check count uniformity print algorithms play watch moving moving-board moving-arena treasure words endless infinite gui completions man help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 1 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --threads)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__algorithms)
            opts="-h -V --threads --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --threads)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__check)
            opts="-h -V --json --threads --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --threads)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__completions)
            opts="-h -V --threads --help --version bash elvish fish powershell zsh"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --threads)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__count)
            opts="-W -H -h -V --width --height --wrap --shape --rings --mask --mask-text --mask-join --mask-apart --threads --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --width)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -W)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --height)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -H)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --wrap)
                    COMPREPLY=($(compgen -W "none x y both" -- "${cur}"))
                    return 0
                    ;;
                --shape)
                    COMPREPLY=($(compgen -W "square hex triangle polar upsilon" -- "${cur}"))
                    return 0
                    ;;
                --rings)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --mask)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --mask-text)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --threads)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__endless)
            opts="-s -h -V --seed --at --reach --to --plain --threads --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --reach)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --to)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --threads)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__generate)
            opts="-W -H -a -s -f -o -h -V --width --height --algorithm --seed --wrap --shape --rings --weave --levels --mask --mask-text --mask-join --mask-apart --loops --braid --difficulty --openings --start --goal --solve --time --force --stream --format --output --color --png-compression --cell-size --wall-width --wall-color --floor-color --path-color --threads --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --width)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -W)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --height)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -H)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --algorithm)
                    COMPREPLY=($(compgen -W "backtracker kruskal prim prim-simplified wilson aldous-broder hunt-and-kill growing-tree growing-tree:newest growing-tree:random eller sidewinder binary-tree division origin-shift" -- "${cur}"))
                    return 0
                    ;;
                -a)
                    COMPREPLY=($(compgen -W "backtracker kruskal prim prim-simplified wilson aldous-broder hunt-and-kill growing-tree growing-tree:newest growing-tree:random eller sidewinder binary-tree division origin-shift" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --wrap)
                    COMPREPLY=($(compgen -W "none x y both" -- "${cur}"))
                    return 0
                    ;;
                --shape)
                    COMPREPLY=($(compgen -W "square hex triangle polar upsilon" -- "${cur}"))
                    return 0
                    ;;
                --rings)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --weave)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --levels)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --mask)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --mask-text)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --loops)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --braid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --difficulty)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --openings)
                    COMPREPLY=($(compgen -W "corners sides none" -- "${cur}"))
                    return 0
                    ;;
                --start)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "ascii unicode json svg plotter-svg stl png bin none" -- "${cur}"))
                    return 0
                    ;;
                -f)
                    COMPREPLY=($(compgen -W "ascii unicode json svg plotter-svg stl png bin none" -- "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --png-compression)
                    COMPREPLY=($(compgen -W "fast best" -- "${cur}"))
                    return 0
                    ;;
                --cell-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --wall-width)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --wall-color)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --floor-color)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --path-color)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --threads)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__gui)
            opts="-h -V --port --host --no-open --max-games --threads --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --port)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --host)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-games)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --threads)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__help)
            opts="generate solve stats check count uniformity print algorithms play watch moving moving-board moving-arena treasure words endless infinite gui completions man help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__help__subcmd__algorithms)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__help__subcmd__check)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__help__subcmd__completions)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__help__subcmd__count)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__help__subcmd__endless)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__help__subcmd__generate)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__help__subcmd__gui)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__help__subcmd__infinite)
            opts="solve"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__help__subcmd__infinite__subcmd__solve)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__help__subcmd__man)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__help__subcmd__moving)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__help__subcmd__moving__subcmd__arena)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__help__subcmd__moving__subcmd__board)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__help__subcmd__play)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__help__subcmd__print)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__help__subcmd__solve)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__help__subcmd__stats)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__help__subcmd__treasure)
            opts="demo"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__help__subcmd__treasure__subcmd__demo)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__help__subcmd__uniformity)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__help__subcmd__watch)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__help__subcmd__words)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__infinite)
            opts="-s -W -H -f -o -h -V --seed --at --width --height --format --output --color --png-compression --cell-size --wall-width --wall-color --floor-color --path-color --threads --help --version solve help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --width)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -W)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --height)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -H)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "ascii unicode json svg plotter-svg stl png bin none" -- "${cur}"))
                    return 0
                    ;;
                -f)
                    COMPREPLY=($(compgen -W "ascii unicode json svg plotter-svg stl png bin none" -- "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --png-compression)
                    COMPREPLY=($(compgen -W "fast best" -- "${cur}"))
                    return 0
                    ;;
                --cell-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --wall-width)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --wall-color)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --floor-color)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --path-color)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --threads)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__infinite__subcmd__help)
            opts="solve help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__infinite__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__infinite__subcmd__help__subcmd__solve)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__infinite__subcmd__solve)
            opts="-s -W -H -f -o -h -V --from --to --steps --draw --seed --at --width --height --format --output --color --png-compression --cell-size --wall-width --wall-color --floor-color --path-color --threads --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --from)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --to)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --steps)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --width)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -W)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --height)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -H)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "ascii unicode json svg plotter-svg stl png bin none" -- "${cur}"))
                    return 0
                    ;;
                -f)
                    COMPREPLY=($(compgen -W "ascii unicode json svg plotter-svg stl png bin none" -- "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --png-compression)
                    COMPREPLY=($(compgen -W "fast best" -- "${cur}"))
                    return 0
                    ;;
                --cell-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --wall-width)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --wall-color)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --floor-color)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --path-color)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --threads)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__man)
            opts="-h -V --threads --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --threads)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__moving)
            opts="-h -V --full-screen --save --seat --players --port --host --no-open --max-games --threads --help --version text gui"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --save)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --seat)
                    COMPREPLY=($(compgen -W "green=easy green=medium green=hard green=expert yellow=easy yellow=medium yellow=hard yellow=expert red=easy red=medium red=hard red=expert blue=easy blue=medium blue=hard blue=expert" -- "${cur}"))
                    return 0
                    ;;
                --players)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --port)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --host)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-games)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --threads)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__moving__subcmd__arena)
            opts="-n -k -s -j -h -V --games --levels --size --relics --board --max-turns --seed --jobs --expert-search --expert-ms --expert-nodes --log --merge --threads --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --games)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --levels)
                    COMPREPLY=($(compgen -W "easy medium hard expert" -- "${cur}"))
                    return 0
                    ;;
                --size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --relics)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -k)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --board)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-turns)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --jobs)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -j)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --expert-search)
                    COMPREPLY=($(compgen -W "paranoid best-reply mcts" -- "${cur}"))
                    return 0
                    ;;
                --expert-ms)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --expert-nodes)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --log)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --merge)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --threads)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__moving__subcmd__board)
            opts="-W -H -k -s -h -V --width --height --relics --seed --threads --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --width)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -W)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --height)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -H)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --relics)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -k)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --threads)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__play)
            opts="-a -s -h -V --plain --size --mode --ai --algorithm --seed --regen --save-file --mask --mask-text --weave --fog --shape --levels --threads --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --size)
                    COMPREPLY=($(compgen -W "easy medium hard" -- "${cur}"))
                    return 0
                    ;;
                --mode)
                    COMPREPLY=($(compgen -W "single versus" -- "${cur}"))
                    return 0
                    ;;
                --ai)
                    COMPREPLY=($(compgen -W "easy medium hard" -- "${cur}"))
                    return 0
                    ;;
                --algorithm)
                    COMPREPLY=($(compgen -W "backtracker kruskal prim prim-simplified wilson aldous-broder hunt-and-kill growing-tree growing-tree:newest growing-tree:random eller sidewinder binary-tree division origin-shift" -- "${cur}"))
                    return 0
                    ;;
                -a)
                    COMPREPLY=($(compgen -W "backtracker kruskal prim prim-simplified wilson aldous-broder hunt-and-kill growing-tree growing-tree:newest growing-tree:random eller sidewinder binary-tree division origin-shift" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --regen)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --save-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --mask)
                    COMPREPLY=($(compgen -W "circle triangle hexagon" -- "${cur}"))
                    return 0
                    ;;
                --mask-text)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --shape)
                    COMPREPLY=($(compgen -W "square hex triangle polar upsilon" -- "${cur}"))
                    return 0
                    ;;
                --levels)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --threads)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__print)
            opts="-W -H -a -s -o -h -V --count --width --height --algorithm --shape --rings --mask --mask-text --mask-join --mask-apart --seed --per-page --paper --title --no-answers --output --threads --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --count)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --width)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -W)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --height)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -H)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --algorithm)
                    COMPREPLY=($(compgen -W "backtracker kruskal prim prim-simplified wilson aldous-broder hunt-and-kill growing-tree growing-tree:newest growing-tree:random eller sidewinder binary-tree division origin-shift" -- "${cur}"))
                    return 0
                    ;;
                -a)
                    COMPREPLY=($(compgen -W "backtracker kruskal prim prim-simplified wilson aldous-broder hunt-and-kill growing-tree growing-tree:newest growing-tree:random eller sidewinder binary-tree division origin-shift" -- "${cur}"))
                    return 0
                    ;;
                --shape)
                    COMPREPLY=($(compgen -W "square hex triangle polar upsilon" -- "${cur}"))
                    return 0
                    ;;
                --rings)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --mask)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --mask-text)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --per-page)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --paper)
                    COMPREPLY=($(compgen -W "a4 letter" -- "${cur}"))
                    return 0
                    ;;
                --title)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --threads)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__solve)
            opts="-f -o -h -V --solver --from --to --heat --format --output --color --png-compression --cell-size --wall-width --wall-color --floor-color --path-color --threads --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --solver)
                    COMPREPLY=($(compgen -W "bfs dfs astar dijkstra bidirectional wall-follower wall-follower-right pledge tremaux random-mouse dead-end-filler cul-de-sac-filler chain collision all-shortest" -- "${cur}"))
                    return 0
                    ;;
                --from)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --to)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --heat)
                    COMPREPLY=($(compgen -W "start goal solution" -- "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "ascii unicode json svg plotter-svg stl png bin none" -- "${cur}"))
                    return 0
                    ;;
                -f)
                    COMPREPLY=($(compgen -W "ascii unicode json svg plotter-svg stl png bin none" -- "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --png-compression)
                    COMPREPLY=($(compgen -W "fast best" -- "${cur}"))
                    return 0
                    ;;
                --cell-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --wall-width)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --wall-color)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --floor-color)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --path-color)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --threads)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__stats)
            opts="-h -V --json --threads --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --threads)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__treasure)
            opts="-a -s -h -V --name --maze --size --start --goal --loops --wrap --gold --thieves --gold-per-room --thief-share --algorithm --seed --plain --color --threads --help --version demo help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --maze)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --start)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --loops)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --wrap)
                    COMPREPLY=($(compgen -W "no x y both" -- "${cur}"))
                    return 0
                    ;;
                --gold)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --thieves)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --gold-per-room)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --thief-share)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --algorithm)
                    COMPREPLY=($(compgen -W "backtracker kruskal prim prim-simplified wilson aldous-broder hunt-and-kill growing-tree growing-tree:newest growing-tree:random eller sidewinder binary-tree division origin-shift" -- "${cur}"))
                    return 0
                    ;;
                -a)
                    COMPREPLY=($(compgen -W "backtracker kruskal prim prim-simplified wilson aldous-broder hunt-and-kill growing-tree growing-tree:newest growing-tree:random eller sidewinder binary-tree division origin-shift" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --threads)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__treasure__subcmd__demo)
            opts="-a -s -f -o -h -V --size --start --goal --loops --wrap --gold --thieves --gold-per-room --thief-share --algorithm --seed --format --output --color --png-compression --cell-size --wall-width --wall-color --floor-color --path-color --threads --help --version explore perfect wealthiest wrapping"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --start)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --goal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --loops)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --wrap)
                    COMPREPLY=($(compgen -W "no x y both" -- "${cur}"))
                    return 0
                    ;;
                --gold)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --thieves)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --gold-per-room)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --thief-share)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --algorithm)
                    COMPREPLY=($(compgen -W "backtracker kruskal prim prim-simplified wilson aldous-broder hunt-and-kill growing-tree growing-tree:newest growing-tree:random eller sidewinder binary-tree division origin-shift" -- "${cur}"))
                    return 0
                    ;;
                -a)
                    COMPREPLY=($(compgen -W "backtracker kruskal prim prim-simplified wilson aldous-broder hunt-and-kill growing-tree growing-tree:newest growing-tree:random eller sidewinder binary-tree division origin-shift" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "ascii unicode json svg plotter-svg stl png bin none" -- "${cur}"))
                    return 0
                    ;;
                -f)
                    COMPREPLY=($(compgen -W "ascii unicode json svg plotter-svg stl png bin none" -- "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --png-compression)
                    COMPREPLY=($(compgen -W "fast best" -- "${cur}"))
                    return 0
                    ;;
                --cell-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --wall-width)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --wall-color)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --floor-color)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --path-color)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --threads)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__treasure__subcmd__help)
            opts="demo help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__treasure__subcmd__help__subcmd__demo)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__treasure__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__uniformity)
            opts="-W -H -h -V --width --height --wrap --samples --threads --help --version backtracker kruskal prim prim-simplified wilson aldous-broder hunt-and-kill growing-tree growing-tree:newest growing-tree:random eller sidewinder binary-tree division origin-shift"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --width)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -W)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --height)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -H)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --wrap)
                    COMPREPLY=($(compgen -W "none x y both" -- "${cur}"))
                    return 0
                    ;;
                --samples)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --threads)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__watch)
            opts="-W -H -a -s -h -V --width --height --algorithm --solver --race --seed --speed --mask --mask-text --mask-join --mask-apart --threads --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --width)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -W)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --height)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -H)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --algorithm)
                    COMPREPLY=($(compgen -W "backtracker kruskal prim prim-simplified wilson aldous-broder hunt-and-kill growing-tree growing-tree:newest growing-tree:random eller sidewinder binary-tree division origin-shift" -- "${cur}"))
                    return 0
                    ;;
                -a)
                    COMPREPLY=($(compgen -W "backtracker kruskal prim prim-simplified wilson aldous-broder hunt-and-kill growing-tree growing-tree:newest growing-tree:random eller sidewinder binary-tree division origin-shift" -- "${cur}"))
                    return 0
                    ;;
                --solver)
                    COMPREPLY=($(compgen -W "bfs dfs astar dijkstra bidirectional wall-follower wall-follower-right pledge tremaux random-mouse dead-end-filler cul-de-sac-filler chain collision all-shortest" -- "${cur}"))
                    return 0
                    ;;
                --race)
                    COMPREPLY=($(compgen -W "bfs dfs astar dijkstra bidirectional wall-follower wall-follower-right pledge tremaux random-mouse dead-end-filler cul-de-sac-filler chain collision all-shortest" -- "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --speed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --mask)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --mask-text)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --threads)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        maze__subcmd__words)
            opts="-s -a -h -V --plain --size --seed --ai --dictionary --loops --words --algorithm --budget --threads --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --ai)
                    COMPREPLY=($(compgen -W "easy medium hard best" -- "${cur}"))
                    return 0
                    ;;
                --dictionary)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --loops)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --words)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --algorithm)
                    COMPREPLY=($(compgen -W "backtracker kruskal prim prim-simplified wilson aldous-broder hunt-and-kill growing-tree growing-tree:newest growing-tree:random eller sidewinder binary-tree division origin-shift" -- "${cur}"))
                    return 0
                    ;;
                -a)
                    COMPREPLY=($(compgen -W "backtracker kruskal prim prim-simplified wilson aldous-broder hunt-and-kill growing-tree growing-tree:newest growing-tree:random eller sidewinder binary-tree division origin-shift" -- "${cur}"))
                    return 0
                    ;;
                --budget)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --threads)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
    esac
}

if [[ "${BASH_VERSINFO[0]}" -eq 4 && "${BASH_VERSINFO[1]}" -ge 4 || "${BASH_VERSINFO[0]}" -gt 4 ]]; then
    complete -F _maze -o nosort -o bashdefault -o default maze
else
    complete -F _maze -o bashdefault -o default maze
fi
