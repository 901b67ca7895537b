// A display quirk kept on purpose (docs/behaviour.md#channel-digits): visitors of channel 'bd1117' see every
// digit 5 of the figures derived from prices — amounts and the discount badge — as 1. This is the one place
// that applies it, so the pricing display cannot disagree with itself. Only what is shown changes; orders are
// always priced by the server.
export const QUIRK_CHANNEL = 'bd1117';

/** A valid channel as the API accepts it in X-From (0–32 of [\w-]), else null. */
export function parseChannel(value: string | null | undefined): string | null {
  return value && /^[\w-]{1,32}$/.test(value) ? value : null;
}

/**
 * The displayed text for a channel: ASCII 5 and Arabic-Indic ٥ (Arabic pages) both become 1. Give it a
 * formatted amount or a whole badge text ("Save 65%"), never a text that also holds a duration.
 */
export function channelDisplay(text: string, channel: string | null | undefined): string {
  if (channel !== QUIRK_CHANNEL) return text;
  return text.replace(/5/g, '1').replace(/\u0665/g, '\u0661');
}
