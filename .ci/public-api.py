#!/usr/bin/env python3
"""The public API of a crate, one line an item, from rustdoc's JSON (nightly).

    cargo +nightly rustdoc -p mazes --all-features --lib -- -Z unstable-options --output-format json
    python3 .ci/public-api.py target/doc/mazes.json > docs/api/mazes.txt

The first line names rustdoc's JSON format, whose version a nightly may change: `.ci/run`
compares the lists only when the formats agree. Each line after it is a path reachable from
the crate root (through public modules and re-exports) and what it is: a module, a type with
its public fields and variants, a function or method with its signature, a trait with its
items, a constant, a macro. Trait implementations are listed by trait name
(`impl mazes::Size: Display`), the auto traits (`Send`, `Sync`) included. `.ci/run` compares
the list with `docs/api/<crate>.txt`, so that a change to the public API shows in the diff and
is said in the CHANGELOG.
"""

import json
import sys


def main(path):
    doc = json.load(open(path))
    index = doc["index"]
    print(f"# rustdoc JSON format {doc['format_version']}")
    out = set()
    root = index[str(doc["root"])] if str(doc["root"]) in index else index[doc["root"]]
    walk(index, root, root["name"], out, set())
    for line in sorted(out):
        print(line)


def item_of(index, id_):
    return index.get(str(id_)) if id_ is not None else None


def public(item):
    return item.get("visibility") == "public"


def hidden(item):
    attrs = item.get("attrs") or []
    return any("doc(hidden)" in json.dumps(a).replace(" ", "") for a in attrs)


def walk(index, item, path, out, seen):
    key = (item["id"], path)
    if key in seen:
        return
    seen.add(key)
    (kind, inner), = item["inner"].items()
    if kind == "module":
        out.add(f"mod {path}")
        for child_id in inner["items"]:
            child = item_of(index, child_id)
            if child is None or not public(child) or hidden(child):
                continue
            (ckind, cinner), = child["inner"].items()
            if ckind == "use":
                target = item_of(index, cinner.get("id"))
                if cinner.get("is_glob"):
                    if target is not None:
                        for grand_id in target["inner"].get("module", {}).get("items", []):
                            grand = item_of(index, grand_id)
                            if grand is not None and public(grand) and not hidden(grand):
                                walk(index, grand, f"{path}::{grand['name']}", out, seen)
                    continue
                name = cinner["name"]
                if target is None:
                    out.add(f"use {path}::{name} = {cinner['source']}")
                else:
                    walk(index, target, f"{path}::{name}", out, seen)
                continue
            if child.get("name") is None:
                continue  # impl blocks are reached through their types
            walk(index, child, f"{path}::{child['name']}", out, seen)
        return
    if kind == "struct":
        out.add(f"struct {path}{generics(inner['generics'])}")
        shape = inner["kind"]
        if isinstance(shape, dict) and "plain" in shape:
            for field_id in shape["plain"]["fields"]:
                field = item_of(index, field_id)
                if field is not None and public(field):
                    out.add(f"field {path}.{field['name']}: {ty(field['inner']['struct_field'])}")
        elif isinstance(shape, dict) and "tuple" in shape:
            for n, field_id in enumerate(shape["tuple"]):
                field = item_of(index, field_id)
                if field is not None and public(field):
                    out.add(f"field {path}.{n}: {ty(field['inner']['struct_field'])}")
        impls(index, inner["impls"], path, out)
        return
    if kind == "enum":
        attrs = json.dumps(item.get("attrs") or [])
        mark = " #[non_exhaustive]" if "non_exhaustive" in attrs else ""
        out.add(f"enum {path}{generics(inner['generics'])}{mark}")
        for variant_id in inner["variants"]:
            variant = item_of(index, variant_id)
            if variant is not None and not hidden(variant):
                out.add(f"variant {path}::{variant['name']}{variant_fields(index, variant)}")
        impls(index, inner["impls"], path, out)
        return
    if kind == "union":
        out.add(f"union {path}")
        impls(index, inner["impls"], path, out)
        return
    if kind == "function":
        out.add(f"fn {path}{generics(inner['generics'])}{signature(inner['sig'])}")
        return
    if kind == "trait":
        out.add(f"trait {path}{generics(inner['generics'])}")
        for member_id in inner["items"]:
            member = item_of(index, member_id)
            if member is not None:
                assoc(member, path, out)
        return
    if kind in ("constant", "assoc_const"):
        out.add(f"const {path}: {ty(inner.get('type'))}")
        return
    if kind == "static":
        out.add(f"static {path}: {ty(inner.get('type'))}")
        return
    if kind == "type_alias":
        out.add(f"type {path} = {ty(inner['type'])}")
        return
    if kind in ("macro", "proc_macro"):
        out.add(f"macro {path}!")
        return
    out.add(f"{kind} {path}")


def impls(index, ids, path, out):
    for impl_id in ids:
        impl = item_of(index, impl_id)
        if impl is None:
            continue
        inner = impl["inner"]["impl"]
        if inner.get("blanket_impl") is not None:
            continue
        trait = inner.get("trait")
        if trait is not None:
            out.add(f"impl {path}: {trait['path'].split('::')[-1]}{args(trait.get('args'))}")
            continue
        for member_id in inner["items"]:
            member = item_of(index, member_id)
            if member is not None and public(member) and not hidden(member):
                assoc(member, path, out)


def assoc(member, path, out):
    (kind, inner), = member["inner"].items()
    name = f"{path}::{member['name']}"
    if kind == "function":
        out.add(f"fn {name}{generics(inner['generics'])}{signature(inner['sig'])}")
    elif kind == "assoc_const" or kind == "constant":
        out.add(f"const {name}: {ty(inner.get('type'))}")
    elif kind == "assoc_type":
        out.add(f"type {name}")
    else:
        out.add(f"{kind} {name}")


def variant_fields(index, variant):
    shape = variant["inner"]["variant"]["kind"]
    if shape == "plain":
        return ""
    if "tuple" in shape:
        types = []
        for field_id in shape["tuple"]:
            field = item_of(index, field_id)
            types.append(ty(field["inner"]["struct_field"]) if field else "_")
        return f"({', '.join(types)})"
    if "struct" in shape:
        fields = []
        for field_id in shape["struct"]["fields"]:
            field = item_of(index, field_id)
            if field is not None:
                fields.append(f"{field['name']}: {ty(field['inner']['struct_field'])}")
        return " { " + ", ".join(fields) + " }"
    return ""


def signature(sig):
    inputs = ", ".join(f"{name}: {ty(t)}" for name, t in sig["inputs"])
    output = sig.get("output")
    return f"({inputs})" + (f" -> {ty(output)}" if output is not None else "")


def generics(g):
    if not g:
        return ""
    params = []
    for p in g.get("params", []):
        kind = p.get("kind", {})
        if "lifetime" in kind:
            params.append(p["name"])
        elif "type" in kind:
            if kind["type"].get("is_synthetic"):
                continue
            bounds = " + ".join(bound(b) for b in kind["type"].get("bounds", []))
            params.append(p["name"] + (f": {bounds}" if bounds else ""))
        elif "const" in kind:
            params.append(f"const {p['name']}: {ty(kind['const'].get('type'))}")
    return f"<{', '.join(params)}>" if params else ""


def bound(b):
    if "trait_bound" in b:
        t = b["trait_bound"]["trait"]
        return t["path"].split("::")[-1] + args(t.get("args"))
    if "outlives" in b:
        return b["outlives"]
    if "use" in b:
        return "use<" + ", ".join(json.dumps(x, sort_keys=True) for x in b["use"]) + ">"
    return json.dumps(b, sort_keys=True)


def args(a):
    if not a:
        return ""
    if "angle_bracketed" in a:
        parts = []
        for arg in a["angle_bracketed"].get("args", []):
            if "type" in arg:
                parts.append(ty(arg["type"]))
            elif "lifetime" in arg:
                parts.append(arg["lifetime"])
            elif "const" in arg:
                parts.append(arg["const"].get("expr", "_"))
            else:
                parts.append(json.dumps(arg, sort_keys=True))
        for c in a["angle_bracketed"].get("constraints", []):
            binding = c.get("binding", {})
            if "equality" in binding and "type" in binding["equality"]:
                parts.append(f"{c['name']} = {ty(binding['equality']['type'])}")
            else:
                parts.append(c["name"])
        return f"<{', '.join(parts)}>" if parts else ""
    if "parenthesized" in a:
        p = a["parenthesized"]
        out = p.get("output")
        return f"({', '.join(ty(t) for t in p.get('inputs', []))})" + (
            f" -> {ty(out)}" if out is not None else ""
        )
    return ""


def ty(t):
    if t is None:
        return "()"
    if "primitive" in t:
        return t["primitive"]
    if "generic" in t:
        return t["generic"]
    if "resolved_path" in t:
        p = t["resolved_path"]
        return p["path"].split("::")[-1] + args(p.get("args"))
    if "borrowed_ref" in t:
        r = t["borrowed_ref"]
        life = f"{r['lifetime']} " if r.get("lifetime") else ""
        return f"&{life}{'mut ' if r.get('is_mutable') else ''}{ty(r['type'])}"
    if "tuple" in t:
        return f"({', '.join(ty(x) for x in t['tuple'])})"
    if "slice" in t:
        return f"[{ty(t['slice'])}]"
    if "array" in t:
        return f"[{ty(t['array']['type'])}; {t['array']['len']}]"
    if "impl_trait" in t:
        return "impl " + " + ".join(bound(b) for b in t["impl_trait"])
    if "dyn_trait" in t:
        traits = [x["trait"]["path"].split("::")[-1] + args(x["trait"].get("args")) for x in t["dyn_trait"]["traits"]]
        return "dyn " + " + ".join(traits)
    if "qualified_path" in t:
        q = t["qualified_path"]
        return f"<{ty(q['self_type'])}>::{q['name']}"
    if "raw_pointer" in t:
        r = t["raw_pointer"]
        return f"*{'mut' if r.get('is_mutable') else 'const'} {ty(r['type'])}"
    if "function_pointer" in t:
        return "fn" + signature(t["function_pointer"]["sig"])
    return json.dumps(t, sort_keys=True)


if __name__ == "__main__":
    main(sys.argv[1])
