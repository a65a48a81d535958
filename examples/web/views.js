// SPDX-License-Identifier: MIT
// The picture of the table for each game, built from what the human seat may see: its
// observation JSON (docs/json.md) and, for the printed parts of the boards the JSON leaves out
// (Under Falling Skies' sky and base cards, Red November's hatches), the text rendering for the
// same seat. Nothing here ever reads the omniscient state.

/// h("div.a.b", {title: "x"}, child, "text", [more]) -> an element.
export function h(tag, attrs, ...children) {
  const [name, ...classes] = tag.split(".");
  const el = document.createElement(name || "div");
  if (classes.length) el.className = classes.join(" ");
  if (attrs && (typeof attrs !== "object" || attrs instanceof Node || Array.isArray(attrs))) children.unshift(attrs);
  else for (const [k, v] of Object.entries(attrs ?? {})) if (v !== undefined && v !== null && v !== false) el.setAttribute(k, v);
  for (const c of children.flat(Infinity)) if (c !== null && c !== undefined && c !== false) el.append(c instanceof Node ? c : String(c));
  return el;
}

const seatName = (v, seat) => (seat === v.human ? "You" : `Seat ${seat}`);
const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
const section = (title, ...body) => h("section.panel", h("h3", title), ...body);

// ----------------------------------------------------------------------------------- The Crew

const SUITS = { p: "pink", b: "blue", g: "green", y: "yellow", r: "rocket" };
function card(text, extra = "") {
  if (!text || text === "hidden") return h("span.card.back", "?");
  const suit = SUITS[text[0]] ?? "";
  return h(`span.card.${suit}${extra}`, { title: `${suit} ${text.slice(1)}` }, text[0] === "r" ? `R${text.slice(1)}` : text.slice(1));
}

function crewView(v) {
  const o = v.observation;
  const jarvis = o.players === 2;
  const seats = jarvis ? 3 : o.players;
  const name = (s) => (jarvis && s === 2 ? "JARVIS" : seatName(v, s));
  const tasksOf = (s) => o.tasks.filter((t) => t.owner === s);
  const playOrder = (leader, cards) => cards.map((c, i) => ({ c, seat: (leader + i) % seats }));

  const seatBoxes = [];
  for (let s = 0; s < seats; ++s) {
    const comm = o.comms[s];
    seatBoxes.push(h(`div.seat${s === v.human ? ".me" : ""}${!v.terminal && (v.toAct === s || o.actor === s) ? ".acting" : ""}`,
      h("div.seat-name", name(s), o.commander === s ? h("span.badge", "commander") : null,
        o.chosen === s ? h("span.badge.warn", "chosen") : null),
      h("div.small", `${plural(o.hand_sizes[s], "card")} · ${plural(o.tricks_won[s], "trick")} won`),
      h("div.row", h("span.label", "tasks"), tasksOf(s).length ? tasksOf(s).map(taskChip) : h("span.muted", "none")),
      h("div.row", h("span.label", "radio"), comm ? [card(comm.card), h("span.small", ` ${comm.position ?? "dead zone"}`)] : h("span.muted", "—")),
      o.voids[s]?.length ? h("div.small.muted", `void in ${o.voids[s].join(", ")}`) : null,
      o.answers?.[s] ? h("div.small", `answered ${o.answers[s]}`) : null));
  }

  const trick = o.leader === null ? [] : playOrder(o.leader, o.trick);
  const last = o.last_trick_leader === null ? [] : playOrder(o.last_trick_leader, o.last_trick_order);
  const trickRow = (cards, winner) => cards.length
    ? h("div.trick", cards.map(({ c, seat }) => h(`div.played${seat === winner ? ".winner" : ""}`, card(c), h("div.small", name(seat)))))
    : h("div.muted", "no cards");
  const open = o.tasks.filter((t) => t.card && t.done_trick === null).length;

  return h("div.crew-table",
    h("div.facts", fact("Mission", o.mission), fact("Phase", o.phase), fact("Tricks played", o.tricks_completed),
      fact("Open tasks", `${open} of ${o.tasks.length}`), fact("Distress", o.distress)),
    h("div.seats", seatBoxes),
    h("div.two",
      section("Current trick", trickRow(trick, null)),
      section("Last trick", trickRow(last, o.leader))),
    section("Tasks", o.tasks.length === 0 ? h("span.muted", "no task cards in this mission") : h("div.row", o.tasks.map((t) => h("span.task", taskChip(t),
      h("span.small", t.owner === null ? " unassigned" : ` ${name(t.owner)}`))))),
    section(`Your hand (seat ${v.human})`, h("div.hand", (o.hands[v.human] ?? []).map((c) => card(c)))),
    jarvis && o.jarvis ? section("JARVIS's face-up cards", h("div.hand", o.jarvis.up.map((c) => (c ? card(c) : h("span.card.empty", "·"))))) : null);
}

function taskChip(t) {
  const done = t.done_trick !== null;
  return h(`span.taskchip${done ? ".done" : ""}`, { title: done ? `done in trick ${t.done_trick}` : "open" },
    card(t.card), t.token ? h("span.token", t.token === "omega" ? "Ω" : t.token) : null, done ? h("span.tick", "✓") : null);
}

function fact(label, value) {
  return h("div.fact", h("div.label", label), h("div.value", String(value)));
}

// ------------------------------------------------------------------------- Under Falling Skies

/// The sky's printed symbols and the base's rooms, read from the seat's text rendering
/// (src/ufs/view.cpp prints them at fixed columns).
function parseUfsRender(text) {
  const sky = {}; const track = {}; const base = {}; let research = [];
  for (const line of text.split("\n")) {
    let m = /^ {2}(?:spawn )?s(\d+) +/.exec(line);
    if (m && !line.includes("under the mothership")) {
      const row = +m[1];
      sky[row] = [0, 1, 2, 3, 4].map((c) => line.slice(11 + 5 * c, 16 + 5 * c).trim().replace(/^[GR](?=.)/, "").replace(/^[GR]$/, "."));
      track[row] = line.slice(36).replace(/<-.*$/, "").trim();
      continue;
    }
    m = /^ {2}b(\d) /.exec(line);
    if (m) {
      base[+m[1]] = [0, 1, 2, 3, 4].map((c) => {
        const at = 5 + 12 * c;
        return { joined: line[at] === " ", dug: line[at + 1] !== "~", room: line.slice(at + 2, at + 9).trim() };
      });
      continue;
    }
    m = /^Research space \d+ of \d+: (.*)\(space costs/.exec(line);
    if (m) research = m[1].replace("|", "").trim().split(/\s+/);
  }
  return { sky, track, base, research };
}

const ROOM_WORDS = { E: "energy", R: "research", F: "fighters", B: "robot", AA: "anti-air", "+x": "tunnel" };

function ufsView(v) {
  const o = v.observation;
  const r = parseUfsRender(v.render);
  const shipAt = {};
  for (const s of o.ships) if (s.where === "sky" && s.cell) shipAt[s.cell] = s.colour;
  const dieAt = {};
  o.dice.forEach((d) => { if (d.cell && /^b\d/.test(d.cell)) dieAt[d.cell] = d; });
  const robotAt = {};
  o.robots.forEach((rb) => { if (rb) robotAt[rb.cell] = rb; });

  const symbol = (s) => (s === "<" ? "←" : s === ">" ? "→" : s === "." ? "" : s);
  const skyRows = Object.keys(r.sky).map(Number).sort((a, b) => a - b);
  const sky = h("table.grid.sky",
    h("tr", h("th"), [1, 2, 3, 4, 5].map((c) => h("th", `c${c}`)), h("th.note", "mothership track")),
    skyRows.map((row) => h(`tr${row === o.mothership ? ".spawn" : ""}${r.track[row] === "SKULL" ? ".skull" : ""}`,
      h("th", row === o.mothership ? "spawn" : `s${row}`),
      r.sky[row].map((s, c) => {
        const key = row === o.mothership ? `spawn c${c + 1}` : `s${row} c${c + 1}`;
        const ship = shipAt[key];
        return h(`td${s === "M" ? ".ms" : ""}${s.startsWith("x") ? ".boom" : ""}`, { title: s.startsWith("x") ? `explodes on a ${s.slice(1)} or less` : null },
          ship ? h(`span.ship.${ship}`, ship === "red" ? "R" : "G") : null, h("span.sym", symbol(s === "_" ? "." : s)));
      }),
      h("td.note", row === o.mothership ? "" : r.track[row] === "-" ? "" : r.track[row]))),
    h("tr.city", h("th", "city"), h("td", { colspan: 5 }, `damage ${o.damage} of 5`), h("td.note")));

  // A room over several cells is one cell of the table (its dice and robots gathered in it).
  const baseRow = (row) => {
    const tds = [];
    r.base[row].forEach((cell, c) => {
      const key = `b${row} c${c + 1}`;
      const d = dieAt[key]; const rb = robotAt[key];
      const things = [
        o.excavator.cell === key ? h("span.excavator", { title: "the excavator" }, "X") : null,
        d ? h(`span.die.${d.colour}`, { title: d.excavation ? "excavation die" : `${d.colour} die` }, d.value, d.excavation ? "*" : "") : null,
        rb ? h(`span.robot${rb.exhausted ? ".tired" : ""}`, { title: rb.exhausted ? "robot (exhausted)" : "robot (ready)" }, `robot ${rb.value}`) : null,
      ];
      if (cell.joined && tds.length) {
        const prev = tds[tds.length - 1];
        prev.colSpan += 1;
        prev.append(...things.filter(Boolean));
        return;
      }
      const words = cell.room.split(/[ +\-$\d]+/).filter(Boolean).map((w) => ROOM_WORDS[w] ?? w).join(" + ");
      tds.push(h(`td${cell.dug ? "" : ".undug"}`, { title: words }, h("div.room", cell.room.replace("+x", "tunnel")), things));
    });
    return h("tr", h("th", `b${row}`), tds);
  };
  const base = h("table.grid.base",
    h("tr", h("th"), [1, 2, 3, 4, 5].map((c) => h("th", `c${c}`))),
    Object.keys(r.base).map(Number).sort().map(baseRow));

  const meter = (label, value, max, cls) => h("div.meter", h("span.label", label),
    h("span.pips", Array.from({ length: max + 1 }, (_, i) => h(`span.pip${i <= value && i > 0 ? `.on.${cls}` : ""}${i === 0 ? ".zero" : ""}`, i === 0 ? "" : ""))),
    h("span.small", ` ${value} of ${max}`));

  return h("div.ufs",
    h("div.facts", fact("Level", o.level), fact("Round", o.round), fact("Phase", o.phase),
      fact("Mothership", o.mothership === 0 ? "above s1" : o.mothership === 1 ? "covers s1" : `covers s1–s${o.mothership}`)),
    h("div.meters", meter("Energy", o.energy, 7, "energy"), meter("Damage", o.damage, 5, "damage"), meter("Research", o.research, 14, "research")),
    h("div.two",
      section("Sky", sky),
      h("div",
        section("Base", base, h("div.small.muted.legend",
          "E energy · R research · F fighters · B robot · +N/−N changes the die · $N energy cost · AA anti-air · hatched: not excavated · X the excavator")),
        section("Dice", h("div.row", o.dice.map((d) => h(`span.die.${d.colour}${d.cell === "used" ? ".used" : ""}`,
          { title: d.cell ?? "" }, d.value ?? "?", d.excavation ? "*" : ""))),
          h("div.small.muted", o.dice.map((d) => `${d.colour} ${d.value ?? "?"}: ${d.cell ?? "to roll"}`).join(" · "))),
        r.research.length ? section("Research track costs", h("div.row", r.research.map((c, i) => h(`span.step${i < o.research ? ".done" : ""}`, c)))) : null)));
}

// ------------------------------------------------------------------------------------- DP6

const DP6_ROOMS = { hidden: "?", flooded: "Flooded", tools: "Tools", control: "Control", aberration: "Aberration", cryo: "Cryo" };

function dp6View(v) {
  const o = v.observation;
  const open = new Set(o.open_doors);
  const tracks = o.tracks.map((t, seat) => {
    const crewAt = (where) => t.crew.map((c, k) => ({ c, k })).filter(({ c }) => c === where || c === `${where} lying`)
      .map(({ c, k }) => h(`span.crewman.${t.colour}${c.endsWith("lying") ? ".lying" : ""}`, { title: c.endsWith("lying") ? "asleep" : "standing" }, `c${k}`));
    const door = (n) => h(`div.door${open.has(n) ? ".open" : ""}`, { title: `door ${n} ${open.has(n) ? "open" : "closed"}` }, n);
    const cells = [h("div.slot.start", h("div.small", "start"), crewAt("start"))];
    t.rooms.forEach((room, i) => {
      const r = `r${i + 1}`;
      cells.push(h(`div.slot.${room}`, h("div.small", `${r} ${DP6_ROOMS[room] ?? room}`),
        t.aberration === r ? h("span.monster", "Aberration") : null,
        t.prog_on.includes(room) && ["tools", "control"].includes(room) ? h("span.marker", { title: "a Programming marker lies here" }, "P") : null,
        crewAt(r)));
      cells.push(door(i < 4 ? +t.doors[i] : 5));
    });
    cells.push(h("div.slot.capsule", h("div.small", "capsule"), crewAt("capsule")));
    const away = t.crew.map((c, k) => (["aside", "devoured"].includes(c) ? `c${k} ${c}` : null)).filter(Boolean);
    return h(`div.track${seat === v.human ? ".me" : ""}${o.player === seat && !v.terminal ? ".acting" : ""}`,
      h("div.track-name", h(`span.swatch.${t.colour}`), `${t.colour[0].toUpperCase()}${t.colour.slice(1)} · ${seatName(v, seat)}`,
        h("span.small", ` tilt ${t.tilt} · programming ${t.prog} · saved ${t.saved}`), away.length ? h("span.small.muted", ` · ${away.join(", ")}`) : null),
      h("div.lane", cells));
  });
  return h("div.dp6",
    h("div.facts", fact(v.terminal ? "Turns played" : "Turn", v.terminal ? o.turns : o.turns + 1), fact("To play", o.tracks[o.player]?.colour ?? "—"), fact("Actions used", `${o.actions} of 3`),
      fact("Pending result", o.pending ?? "—"), fact("Doors open", o.open_doors.join(" ") || "none")),
    section("Capsule counter", h("div.row", [1, 2, 3, 4, 5, 6].map((i) => h(`span.step${i <= o.capsule ? ".done" : ""}`, i)),
      h("span.small.muted", " (at 6 a use of 6 launches it)"))),
    section("Tracks", tracks, h("div.small.muted.legend",
      "doors: dark closed, dashed open (a door number opens or closes on every track) · P a Programming marker · faded crew lie asleep in Cryogenics")));
}

// ------------------------------------------------------------------------------- Red November

/// Room names and hatches, as the seat's text rendering lists them (they are board data).
function parseRnRender(text) {
  const rooms = {};
  for (const line of text.split("\n")) {
    const m = /^room (\d+)(?: \(([a-z]+)\))?.*hatches to (.*)$/.exec(line);
    if (m) rooms[+m[1]] = { name: m[2] ?? "", hatches: m[3].trim().split(/\s+/) };
    const t = /^tracks: (.*)$/.exec(line);
    if (t) for (const part of t[1].split(", ")) {
      const k = /^(\w+) (\d+)\/(\d+) \(star (\d+)\)/.exec(part);
      if (k) rooms[`track:${k[1]}`] = { end: +k[3], star: +k[4] };
    }
  }
  return rooms;
}

function rnView(v) {
  const o = v.observation;
  const r = parseRnRender(v.render);
  const gnome = (s) => {
    const g = o.seats[s];
    return h(`span.gnome${s === v.human ? ".me" : ""}${g.fainted ? ".fainted" : ""}${o.active === s && !v.terminal ? ".acting" : ""}`,
      { title: `${seatName(v, s)}${g.fainted ? ", fainted" : ""}` }, s === v.human ? "you" : `g${s}`);
  };
  const inRoom = (room) => o.seats.map((g, s) => (g.status === "aboard" && g.room === room ? gnome(s) : null));
  const blocked = new Set(o.blocked.map(([a, b]) => `${a}-${b}`));
  const room = (n) => {
    const info = r[n] ?? { name: "", hatches: [] };
    const st = o.rooms[n - 1];
    return h(`div.rnroom.water-${st.water}${st.fire ? ".fire" : ""}`,
      h("div.rn-title", `${n}`, info.name ? h("span.rn-name", info.name) : null),
      st.fire || st.water !== "none" ? h("div.row",
        st.fire ? h("span.hazard.fire", "fire") : null,
        st.water !== "none" ? h("span.hazard.water", `${st.water} water`) : null) : null,
      h("div.gnomes", inRoom(n)),
      h("div.small.muted", "hatches ", info.hatches.map((x) => {
        const to = x.replace("x", "");
        const isBlocked = x.endsWith("x") || blocked.has(`${n}-${to}`) || blocked.has(`${to}-${n}`);
        return [h(`span${isBlocked ? ".blocked" : ""}`, { title: isBlocked ? "blocked" : null }, to), " "];
      })));
  };
  const sea = o.seats.map((g, s) => (g.status === "aboard" && g.room === "sea" ? gnome(s) : null));
  const trackRow = (name) => {
    const t = r[`track:${name}`] ?? { end: 7, star: 0 };
    const at = o.tracks[name];
    return h("div.meter", h("span.label", name),
      h("span.pips", Array.from({ length: t.end }, (_, i) => h(`span.pip${i + 1 <= at ? ".on.damage" : ""}${i + 1 === t.star ? ".star" : ""}`))),
      h("span.small", ` ${at} of ${t.end}`));
  };
  const items = (it) => Object.entries(it ?? {}).flatMap(([k, n]) => Array.from({ length: n }, () => h("span.item", k)));
  const me = o.seats[v.human];
  return h("div.rn",
    h("div.facts", fact("Phase", o.phase), fact("Gnome to play", o.active === v.human ? "you" : `g${o.active}`),
      fact("Ghost time", `minute ${o.ghost}`), fact("Events left", o.event_deck_size), fact("Items left", o.item_deck_size),
      fact("Grog in cabin", o.cabin_grog)),
    h("div.two",
      section("Submarine", h("div.sub", [1, 2, 3, 4, 5].map(room)), h("div.sub", [6, 7, 8, 9, 10].map(room)),
        h("div.sea", h("span.small", "the Sea "), sea)),
      h("div",
        section("Disaster tracks", ["asphyxiation", "heat", "pressure"].map(trackRow),
          h("div.small.muted", "tokens: ", Object.entries(o.tokens).map(([k, m]) => (m === null ? null : `${k} at minute ${m} `)).filter(Boolean).join("") || "none")),
        section("Gnomes", h("table.gnomes-table",
          h("tr", h("th", "gnome"), h("th", "room"), h("th", "minute"), h("th", "grog"), h("th", "items")),
          o.seats.map((g, s) => h(`tr${s === v.human ? ".me" : ""}`, h("td", gnome(s)), h("td", g.status === "aboard" ? String(g.room) : g.status),
            h("td", String(g.minute)), h("td", String(g.intoxication)), h("td", g.items ? `${g.hand_size}` : `${g.hand_size} (hidden)`))))),
        section("Your items", me.items && Object.keys(me.items).length ? h("div.row", items(me.items)) : h("span.muted", "none")))));
}

/// The table picture for a view from session.js.
export function renderTable(v) {
  switch (v.game) {
    case "the-crew": return crewView(v);
    case "under-falling-skies": return ufsView(v);
    case "dp6": return dp6View(v);
    case "red-november": return rnView(v);
    default: return h("pre", v.render);
  }
}
