// A game's rule options as form controls built from their declared types: a
// select for a choice, a checkbox for a bool, a number bounded by its range
// for an int, checkboxes for a list of named values, a text field otherwise.
import type { OptionInfo } from "./api";

/** Each option's default, by name. */
export function defaults(options: OptionInfo[]): Record<string, string> {
  return Object.fromEntries(options.map((o) => [o.name, o.default]));
}

/** The items of a list option's value. */
function items(v: string): string[] {
  return v.split(",").map((x) => x.trim()).filter((x) => x !== "");
}

/**
 * Whether a list option is a set of named values, drawn as checkboxes. A list of numbers (a die's
 * faces, a number per seat) may repeat them and keeps its order, which checkboxes cannot say: it is
 * typed as text.
 */
function isSet(o: OptionInfo): boolean {
  if (o.type !== "list" || !o.values?.length) return false;
  const given = items(o.default);
  return new Set(given).size === given.length && !o.values.every((v) => /^\d+$/.test(v));
}

/** A value as the option compares it: a set's items in the declared order, any other value trimmed. */
function normal(o: OptionInfo, v: string): string {
  if (!isSet(o)) return v.trim();
  const given = new Set(items(v));
  return (o.values ?? []).filter((x) => given.has(x)).join(",");
}

/** The options whose value is given and differs from their default: what a new room is asked for. */
export function changed(options: OptionInfo[], values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const o of options) {
    const v = normal(o, values[o.name] ?? "");
    if (v !== "" && v !== normal(o, o.default)) out[o.name] = v;
  }
  return out;
}

/** An option's name in words: "first player". */
function title(o: OptionInfo): string {
  return o.name.replaceAll("_", " ");
}

/** The option's meaning and default, under its control. */
function Help({ o }: { o: OptionInfo }) {
  const text = o.type === "bool"
    ? `${o.help.replace(/^true: /, "")} (${o.default === "true" ? "on" : "off"} by default)`
    : `${o.help} (default: ${o.default})`;
  return <p class="help" id={`opt-${o.name}-help`}>{text}</p>;
}

/** One rule option's control, showing value and reporting each change. */
export function OptionControl({ option: o, value, onChange }: { option: OptionInfo; value: string; onChange: (v: string) => void }) {
  const id = `opt-${o.name}`;
  const described = `${id}-help`;
  const read = (e: Event) => (e.target as HTMLInputElement).value;
  if (o.type === "bool") {
    return (
      <div class="option">
        <label class="choice">
          <input id={id} type="checkbox" checked={value === "true"} aria-describedby={described}
            onChange={(e) => onChange(String((e.target as HTMLInputElement).checked))} />
          <span>{title(o)}</span>
        </label>
        <Help o={o} />
      </div>
    );
  }
  if (isSet(o)) {
    const given = new Set(items(value));
    const toggle = (x: string, on: boolean) => onChange((o.values ?? []).filter((v) => (v === x ? on : given.has(v))).join(","));
    return (
      <fieldset class="option" aria-describedby={described}>
        <legend>{title(o)}</legend>
        {o.values?.map((x) => (
          <label class="choice" key={x}>
            <input type="checkbox" name={id} value={x} checked={given.has(x)}
              onChange={(e) => toggle(x, (e.target as HTMLInputElement).checked)} />
            <span>{x}</span>
          </label>
        ))}
        <Help o={o} />
      </fieldset>
    );
  }
  let control;
  if (o.type === "choice" && o.values?.length) {
    control = (
      <select id={id} value={value} aria-describedby={described} onChange={(e) => onChange((e.target as HTMLSelectElement).value)}>
        {o.values.map((x) => <option key={x} value={x}>{x}</option>)}
      </select>
    );
  } else if (o.type === "int") {
    control = <input id={id} type="number" step={1} min={o.min ?? 0} max={o.max ?? 0} value={value}
      aria-describedby={described} onInput={(e) => onChange(read(e))} />;
  } else {
    control = <input id={id} type="text" placeholder={o.default} value={value}
      aria-describedby={described} onInput={(e) => onChange(read(e))} />;
  }
  return (
    <div class="option">
      <label for={id}>{title(o)}</label>
      {control}
      <Help o={o} />
    </div>
  );
}
