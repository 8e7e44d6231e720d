import { boundOfReading, boundWords, cardEntries, checkedInReadings, isUnread, isWarsRule, type VerbCall, WARS_ENGINE_VERSION, WARS_VERBS } from '../src';
import { activatedAbility } from '../src/effects/activated-abilities';
import { playedText } from '../src/effects/played-text';
import { triggeredAbility } from '../src/effects/triggered-abilities';
import { standingAbility } from '../src/effects/standing-effects';

/**
 * The verbs of WARS card text as objects (src/verbs): each has a rule of the index, and each is
 * carried by a real card, whose ability it bounds as these rows say (what an attested outcome of
 * that ability may change, engine 1.1.0 on).
 */

const readings = checkedInReadings(WARS_ENGINE_VERSION);

/** Every verb name a call uses, with the calls inside it. */
function verbsOf(calls: readonly VerbCall[] | undefined, into = new Set<string>()): Set<string> {
  for (const c of calls ?? []) {
    into.add(c.verb);
    if (c.verb === 'next-time') verbsOf(c.params.effects, into);
    if (c.verb === 'choose-one') for (const o of c.params.options) verbsOf(o, into);
    if (c.verb === 'additional-cost') verbsOf([c.params.cost], into);
    if (c.unless) verbsOf([c.unless], into);
  }
  return into;
}

/** The read abilities of a card that use a verb. */
function carrying(cardId: string, verb: string) {
  return cardEntries(readings.cards[cardId]).flatMap((e) => {
    const r = e.reading;
    if (isUnread(r) || r.kind === 'keyword' || r.kind === 'restriction') return [];
    const used = verbsOf(r.kind === 'activated' ? [...r.cost, ...r.effects] : r.effects);
    return used.has(verb) ? [r] : [];
  });
}

const ROWS: readonly (readonly [string, string, string])[] = [
    // Advanced Research: This character is power +2 and tactics +2.
    ["modify-stats", "1U1", "change your battle power by at most 2; change your battle destiny by any amount"],
    // Anant Attendant: As long as this character is at a site and damaged, each of your units here is immune to attrition.
    ["immune-to-attrition", "1C167", "change your opponent's battle attrition by any amount"],
    // Ikazuchi T.S.V.: Each time a site battle begins here, your opponent pays 3 energy.
    ["pay-energy", "1U77", "move up to 3 of your opponent's cards from active pile to used pile"],
    // Entrenched Infantry: Each time you drain here, if this character is at a site, you lose 2 energy.
    ["lose-energy", "1U17", "move up to 2 of your cards from reserve pile or active pile or used pile or hand to lost pile"],
    // Hamon of Ikazuchi: When this vehicle enters play at a site, activate 1 energy for each of your other units here.
    ["activate-energy", "1C72", "move any number of your cards from reserve pile to active pile"],
    // General Bots NAV4: When this character enters play, you may draw up to [D] cards from your reserve.
    ["draw", "1U128", "move any number of your cards from reserve pile to hand; move up to 1 of your cards from reserve pile to used pile"],
    // Consultation: Destroy target vehicle at a site where you have a higher total tactics than your opponent.
    ["destroy", "1R14", "move up to 1 of either player's cards from play to lost pile"],
    // Subjugate: Damage target unit in a site battle where your total tactics are at least twice your opponent’s total tactics.
    ["damage", "1U205", "damage up to 1 card"],
    // Rogan Hallard: • Invert this character ≈ Undamage your target character in a battle here.
    ["undamage", "2R21", "undamage up to 1 card; invert up to 1 inverter"],
    // Jet Pack Attack: Move target character you have at a site adjacent to a site battle to the location of that battle.
    ["move", "1R78", "change nothing an outcome states"],
    // CISyn Retaliation: Cancel target pending drain.
    ["cancel", "1R9", "cancel up to 1 pending item"],
    // Higen Orochito: When this character is lost from a site, retrieve up to three cards.
    ["retrieve", "1R73", "move up to 3 of your cards from lost pile to used pile"],
    // Assault Guru: As long as this character is at a site where you have a higher total tactics than your opponent, you cause attrition +2 here.
    ["modify-attrition", "1C4", "change your battle attrition by at most 2"],
    // Fire for Effect: Until end of turn, each of your opponent’s drains at a site related to a site where you have a vehicle is –1.
    ["modify-drain", "1U21", "move up to 1 of your cards from lost pile to reserve pile or active pile or used pile or hand"],
    // Fighter Support: At the end of the battle destiny step of each battle at a related site, make your battle destiny in that battle +[D].
    ["modify-battle-destiny", "1U20", "move up to 1 of your cards from reserve pile to used pile; change your battle destiny by any amount"],
    // Atlantis: Your total power is +2 in each battle at a related site.
    ["modify-total-power", "1R5", "change your battle power by at most 2"],
    // Orbital Coverage: Each time you lose a battle at a related site, you may lose 5 energy. If you do, reduce your casualties in that battle to 0.
    ["reduce-casualties", "1U41", "move up to 5 of your cards from reserve pile or active pile or used pile or hand to lost pile; move any number of your cards from lost pile to reserve pile or active pile or used pile or hand"],
    // Loremaster: When this character is lost from a location, you may put target other card from your lost pile on the bottom of your active pile.
    ["put", "1U85", "move up to 1 of your cards from lost pile to active pile"],
    // Dagger Juggernaut: Each time you win a site battle here, you may invert this vehicle.
    ["invert", "2C4", "invert up to 1 inverter"],
    // Darkslider: Each time you reveal a card for battle destiny during a battle here, you may revert this ship. If you do, make that card’s destiny +2
    ["revert", "2C66", "revert up to 1 inverter; change either player's battle destiny by at most 2"],
    // Fighter Support: When your opponent controls this site, dismiss this asset.
    ["dismiss", "1U20", "move up to 1 of your cards from play to lost pile"],
    // Fuel Theft: Your side of target location gains two energy icons until end of turn.
    ["gain-icon", "1C127", "change nothing an outcome states"],
    // Grid Tactician: You generate 1 more energy here.
    ["generate", "1C70", "move up to 1 of your cards from reserve pile to active pile"],
    // Blockade: Each unit your opponent plays here costs 1 more energy to play for each ship you have at each related sector.
    ["modify-cost", "1U6", "move any number of your opponent's cards from active pile or used pile to active pile or used pile"],
    // Entrenched Infantry: As long as this character is at a site, as an additional cost for a player to play a unit here, that player loses 2 energy.
    ["additional-cost", "1U17", "move up to 2 of either player's cards from reserve pile or active pile or used pile or hand to lost pile"],
    // Sudden Approach: Target pending unit can’t move until end of turn.
    ["prohibit", "1U47", "change nothing an outcome states"],
    // Fury: Play an inverter character at full cost.
    ["play", "1R233", "move any number of your cards from active pile to used pile"],
    // Traginium Heist: Your opponent reveals two cards from his or her hand, then puts them on top of his or her reserve pile in any order.
    ["reveal", "1C160", "move any number of either player's cards from anywhere to reserve pile"],
    // CISyn Coordinators: • Pay 1 energy ≈ Look at the top card of any reserve.
    ["look", "2C3", "move up to 1 of your cards from active pile to used pile"],
    // Amorian Shipyard: Each time one of your fighters is lost from a battle, if there are no cards stacked on this asset, you may stack that fighter on this asset.
    ["stack", "1R56", "change nothing an outcome states"],
    // Serenity: Your opponent loses a card at random from his or her hand.
    ["lose-card", "1R95", "move up to 1 of your opponent's cards from hand to lost pile"],
    // Alnak Station/Captured Base: Put target ship you have here on top of your used pile ≈ Download a site that has “Alnak Station” in its title. You may use this ability only during your deploy phase.
    ["download", "1U293", "move up to 1 of your cards from play to used pile; move up to 1 of your cards from reserve pile to hand"],
    // Slippery: As long as this character is at a site, this character gains the ability: “As long as each of your units here is an infiltrator, neither player can attack here.”
    ["gain-ability", "1R45", "change anything (a judge rules on it)"],
    // Swiftwave Attacker: Each character aboard this ship who has piloting gains Piloting 2.
    ["gain-keyword", "2R108", "change nothing an outcome states"],
    // Transport Depot: This site is a port.
    ["gain-label", "1U291", "change nothing an outcome states"],
    // Controlling: As long as you have a ship at a sector and a unit at a site, each player can drain at no more than two locations during each of his or her turns.
    ["drain-limit", "1R174", "change nothing an outcome states"],
    // Katal Life Ship: Characters aboard this ship don’t count against its capacity.
    ["capacity", "1R238", "change nothing an outcome states"],
    // Armor Penetrating: The next time an ability of one of your weapons damages a unit this turn, damage up to two target units at that weapon’s location.
    ["next-time", "1U3", "damage up to 2 cards"],
    // First Aid: • Pay 4 energy ≈ The next time your target unit would be destroyed this turn, prevent that and, if it’s damaged, undamage it.
    ["prevent", "1U22", "move up to 4 of your cards from active pile to used pile; undamage up to 1 card"],
    // Chicken: Target pending unit doesn’t add its power to a player’s total power until end of turn.
    ["not-added", "1U116", "change either player's battle power by any amount"],
    // Syndicate Interference: For each of your opponent’s units at the site of target pending drain, he or she chooses to pay 1 energy or dismiss that unit.
    ["choose-one", "1R49", "move any number of either player's cards from active pile to used pile; move any number of either player's cards from play to lost pile"],
    // The Beckoning: Search your used pile for an inverter, put it in your hand, then shuffle your used pile.
    ["search", "1C270", "move up to 1 of your cards from used pile to hand; move up to 1 of your cards from anywhere to hand"],
    // The Beckoning: Search your used pile for an inverter, put it in your hand, then shuffle your used pile.
    ["shuffle", "1C270", "move up to 1 of your cards from used pile to hand; move up to 1 of your cards from anywhere to hand"],
    // Mechanic’s Grip: Reveal the bottom card of your reserve, note its destiny, and put it on top of your used pile. If its destiny = [D], you may play a card. If you do, that card costs 6 less energy to play.
    ["note", "1R136", "move up to 1 of your cards from anywhere to used pile; move any number of your cards from active pile to used pile; move up to 6 of either player's cards from active pile or used pile to active pile or used pile; move up to 1 of your cards from reserve pile to used pile"],
    // Cloud: Choose target ship in a sector battle. Damage target if opponent’s [D] < the number of fighters you have at that sector.
    ["choose", "1U61", "move up to 1 of your opponent's cards from reserve pile to used pile; damage up to 1 card"],
];

describe('WARS verbs, each on a real card', () => {
  it('has an object for every verb of the grammar, each citing a rule of the index', () => {
    expect(Object.keys(WARS_VERBS).sort()).toEqual(ROWS.map(([verb]) => verb).sort());
    for (const [name, verb] of Object.entries(WARS_VERBS)) {
      expect([name, isWarsRule(verb.rule)]).toEqual([verb.name, true]);
    }
  });

  it.each(ROWS)('%s on %s bounds an attested outcome to: %s', (verb, cardId, words) => {
    // A card may carry the verb in more than one ability: the row names one of them by its bound.
    expect(carrying(cardId, verb).map((r) => boundWords(boundOfReading(r)))).toContain(words);
  });

  // Each verb the engine pays as a cost or carries out as an activated or triggered ability resolves (1.2.0 on), on a card whose
  // ability it carries; wars-activated-abilities.spec.ts and wars-triggered-abilities.spec.ts play them (revert: wars-destiny-changes.spec.ts; play and the cost of what it plays: wars-play-by-text.spec.ts).
  const CARRIED: readonly (readonly [string, 'cost' | 'resolving', string])[] = [
    ['pay-energy', 'cost', '1U19'], ['lose-energy', 'cost', '2U95'], ['dismiss', 'cost', '1R50'], ['invert', 'cost', '2R21'], ['revert', 'cost', '2C67'],
    ['choose', 'resolving', '1U19'], ['damage', 'resolving', '1U19'], ['destroy', 'resolving', '1R135'], ['undamage', 'resolving', '2R21'],
    ['invert', 'resolving', '1U129'], ['put', 'resolving', '1R45'], ['modify-stats', 'resolving', '1R75'], ['immune-to-attrition', 'resolving', '1R27'],
    ['modify-attrition', 'resolving', '1R210'], ['modify-total-power', 'resolving', '1C219'],
    ['put', 'cost', '1U281'], ['reveal', 'cost', '2C142'], ['gain-icon', 'resolving', '1C277'],
    ['pay-energy', 'resolving', '1C235'], ['lose-energy', 'resolving', '1U17'], ['activate-energy', 'resolving', '1C72'], ['dismiss', 'resolving', '1U20'],
    ['retrieve', 'resolving', '1C108'], ['draw', 'resolving', '2C110'], ['additional-cost', 'resolving', '1R130'],
    ['move', 'resolving', '2C119'], ['prohibit', 'resolving', '2C35'], ['modify-drain', 'resolving', '1U21'],
    ['cancel', 'resolving', '1U252'], ['not-added', 'resolving', '1U116'], ['damage', 'cost', '1C264'],
    ['modify-battle-destiny', 'resolving', '1C25'], ['revert', 'resolving', '2C66'], ['next-time', 'resolving', '1U22'], ['lose-card', 'cost', '2R105'],
    ['reveal', 'resolving', '1R319'], ['play', 'resolving', '1R233'], ['modify-cost', 'resolving', '2U26'], ['lose-card', 'resolving', '1R95'],
    ['download', 'resolving', '1U314'], ['search', 'resolving', '2U140'], ['shuffle', 'resolving', '1C270'], ['stack', 'resolving', '1U74'], ['look', 'resolving', '2C3'], ['choose-one', 'resolving', '1U236'], ['reduce-casualties', 'resolving', '1U41'],
  ];

  it('lists every verb the engine pays or resolves in an activated ability', () => {
    const members = Object.values(WARS_VERBS).flatMap((v) => [...(v.cost ? [`${v.name} cost`] : []), ...(v.resolving ? [`${v.name} resolving`] : [])]);
    expect(members.sort()).toEqual(CARRIED.map(([verb, role]) => `${verb} ${role}`).sort());
  });

  it.each(CARRIED)('%s (%s) is carried out in an ability of %s', (verb, role, cardId) => {
    const carried = cardEntries(readings.cards[cardId]).flatMap((e) => {
      const a = activatedAbility(e.reading);
      const t = triggeredAbility(e.reading);
      return [...(a ? (role === 'cost' ? a.cost : a.effects) : []), ...(t && role === 'resolving' ? t.effects : [])];
    });
    // What a player may do instead ("… unless you … reveal a Shi card from your hand") resolves too.
    if (role === 'resolving') carried.push(...carried.flatMap((c) => (c.unless ? [c.unless] : [])));
    // An interrupt's or order's effect resolves as an ability's does.
    const played = playedText(cardEntries(readings.cards[cardId]));
    if (played && role === 'resolving') carried.push(...Object.values(played.effects).flatMap((e) => e!.effects));
    expect(carried.map((c) => c.verb)).toContain(verb);
  });

  // Each verb the engine carries out as a standing effect (1.1.0 on; prohibit, modify-cost, additional-cost, modify-battle-destiny, not-added, gain-keyword, gain-label and drain-limit from
  // 1.2.0), on a card whose ongoing ability it carries; wars-standing-effects.spec.ts, wars-prohibitions.spec.ts, wars-cost-changes.spec.ts,
  // wars-additional-costs.spec.ts, wars-power-not-added.spec.ts, wars-keywords-gained.spec.ts, wars-labels-gained.spec.ts and wars-drain-limit.spec.ts play them.
  const STANDING: readonly (readonly [string, string])[] = [
    ['modify-stats', '1U1'], ['immune-to-attrition', '1R214'], ['modify-attrition', '1R31'], ['modify-drain', '1R115'], ['modify-total-power', '1R263'],
    ['gain-icon', '1C298'], ['generate', '1C70'], ['prohibit', '1U59'], ['capacity', '1R245'], ['modify-cost', '1U249'], ['additional-cost', '1U17'],
    ['modify-battle-destiny', '1R58'], ['not-added', '1C307'], ['gain-keyword', '2R108'], ['gain-label', '1C191'], ['drain-limit', '1R174'],
  ];

  it('lists every verb the engine carries out as a standing effect', () => {
    expect(Object.values(WARS_VERBS).filter((v) => v.ongoing).map((v) => v.name).sort()).toEqual(STANDING.map(([verb]) => verb).sort());
  });

  it.each(STANDING)('%s is carried out as a standing effect of %s', (verb, cardId) => {
    const calls = cardEntries(readings.cards[cardId]).flatMap((e) => standingAbility(e.reading)?.calls ?? []);
    expect(calls.map((c) => c.verb)).toContain(verb);
  });

  it('marks the verbs that ask their controller to choose, and those that only change what players may do', () => {
    const choosing = Object.values(WARS_VERBS).filter((v) => v.asksChoice).map((v) => v.name);
    expect(choosing).toEqual(expect.arrayContaining(['destroy', 'damage', 'dismiss', 'lose-energy', 'choose-one', 'put', 'cancel']));
    expect(choosing).not.toContain('pay-energy');
    expect(Object.values(WARS_VERBS).filter((v) => v.reads.includes('rules')).map((v) => v.name)).toEqual(expect.arrayContaining(['prohibit', 'capacity', 'gain-ability', 'modify-cost', 'next-time']));
  });
});
