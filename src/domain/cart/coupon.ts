export type CouponType = "FLAT PERCENT" | "FLAT PERCENT UPTO" | "CASH DISCOUNT UPTO";

export const COUPON_TYPES: readonly CouponType[] = [
  "FLAT PERCENT",
  "FLAT PERCENT UPTO",
  "CASH DISCOUNT UPTO",
];

export type CouponInput = {
  couponType: CouponType;
  price: number;
  discount: number;
  minAmount: number;
  disUpto: number;
};

// Coupon types arrive as plain strings from the API, so callers need a guard
// before they can hand one to couponDiscount.
export function isCouponType(value: string): value is CouponType {
  return (COUPON_TYPES as readonly string[]).includes(value);
}

/**
 * Rounds half away from zero to 2 decimals.
 *
 * `Math.round(n * 100) / 100` gets 1.005 wrong (1.005 * 100 is 100.49999…),
 * so the decimal point is shifted through the number's string form, which
 * keeps the shortest decimal representation and avoids the binary error.
 * Non-finite values are returned unchanged: there is nothing sensible to round.
 */
export function round2(n: number): number {
  if (!Number.isFinite(n)) return n;
  const sign = n < 0 ? -1 : 1;
  const shifted = Math.round(shiftDecimal(Math.abs(n), 2));
  const result = sign * shiftDecimal(shifted, -2);
  // Avoid handing -0 to the UI, where it can render as "-0.00".
  return result === 0 ? 0 : result;
}

function shiftDecimal(n: number, places: number): number {
  // String(n) may already be in exponent form (1e-7, 1e+21); adding to that
  // exponent keeps the shift exact for those too.
  const [mantissa = "0", exponent = "0"] = String(n).split("e");
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * The amount a coupon takes off `price`, rounded to 2 decimals.
 *
 * Bad data fails closed (0): a shop must never give money away because a
 * number came through as NaN or a coupon type it does not know. The result is
 * also kept within [0, price] so a misconfigured coupon cannot make the
 * order negative.
 */
export function couponDiscount(input: CouponInput): number {
  const { couponType, price, discount, minAmount, disUpto } = input;
  if (!Number.isFinite(price) || price <= 0) return 0;
  if (Number.isNaN(discount) || Number.isNaN(minAmount) || discount <= 0) return 0;
  if (price < minAmount) return 0;

  let raw: number;
  switch (couponType) {
    case "FLAT PERCENT":
      raw = (price * discount) / 100;
      break;
    case "FLAT PERCENT UPTO":
      raw = capAt((price * discount) / 100, disUpto);
      break;
    case "CASH DISCOUNT UPTO":
      raw = capAt(discount, disUpto);
      break;
    default:
      return 0;
  }
  return round2(Math.min(Math.max(raw, 0), price));
}

// The spec says "capped at disUpto" with no exception, so a cap of 0 (or a
// missing/NaN cap) means no discount rather than "no cap". Infinity is the
// way to express an uncapped UPTO coupon.
function capAt(amount: number, cap: number): number {
  if (Number.isNaN(cap) || cap <= 0) return 0;
  return Math.min(amount, cap);
}

export function priceAfterCoupon(input: CouponInput): number {
  // Clamped because rounding the discount and the price separately can
  // otherwise leave a stray -0.01 when the whole price is discounted.
  return Math.max(0, round2(input.price - couponDiscount(input)));
}
