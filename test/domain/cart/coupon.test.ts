import { describe, it, expect } from "vitest";
import {
  COUPON_TYPES,
  couponDiscount,
  isCouponType,
  priceAfterCoupon,
  round2,
} from "../../../src/domain/cart/coupon.ts";
import type { CouponInput } from "../../../src/domain/cart/coupon.ts";

const base: CouponInput = {
  couponType: "FLAT PERCENT",
  price: 200,
  discount: 10,
  minAmount: 100,
  disUpto: 15,
};

describe("round2", () => {
  it("rounds to 2 decimals", () => {
    expect(round2(1.234)).toBe(1.23);
    expect(round2(1.235)).toBe(1.24);
    expect(round2(10)).toBe(10);
  });

  it("is not fooled by binary floating error", () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(0.1 + 0.2)).toBe(0.3);
    expect(round2(8.345)).toBe(8.35);
    expect(round2(1.0049999)).toBe(1);
  });

  it("rounds half away from zero for negatives and never yields -0", () => {
    expect(round2(-1.005)).toBe(-1.01);
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });

  it("handles numbers printed in exponent form", () => {
    expect(round2(1e-7)).toBe(0);
    expect(round2(1e21)).toBe(1e21);
  });

  it("leaves non-finite values unchanged", () => {
    expect(round2(Number.NaN)).toBeNaN();
    expect(round2(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("COUPON_TYPES / isCouponType", () => {
  it("lists the three spec types", () => {
    expect(COUPON_TYPES).toEqual(["FLAT PERCENT", "FLAT PERCENT UPTO", "CASH DISCOUNT UPTO"]);
  });

  it("recognises only exact type names", () => {
    expect(isCouponType("FLAT PERCENT UPTO")).toBe(true);
    expect(isCouponType("flat percent")).toBe(false);
    expect(isCouponType("")).toBe(false);
  });
});

describe("couponDiscount — FLAT PERCENT", () => {
  it("takes a percent of the price when price reaches minAmount", () => {
    expect(couponDiscount(base)).toBe(20);
  });

  it("applies when price equals minAmount exactly", () => {
    expect(couponDiscount({ ...base, price: 100 })).toBe(10);
  });

  it("gives 0 below minAmount", () => {
    expect(couponDiscount({ ...base, price: 99.99 })).toBe(0);
  });

  it("ignores disUpto", () => {
    expect(couponDiscount({ ...base, disUpto: 1 })).toBe(20);
  });

  it("rounds to 2 decimals", () => {
    expect(couponDiscount({ ...base, price: 33.33, discount: 15, minAmount: 0 })).toBe(5);
    expect(couponDiscount({ ...base, price: 10.05, discount: 10, minAmount: 0 })).toBe(1.01);
  });

  it("never exceeds the price", () => {
    expect(couponDiscount({ ...base, discount: 150 })).toBe(200);
  });
});

describe("couponDiscount — FLAT PERCENT UPTO", () => {
  const upto: CouponInput = { ...base, couponType: "FLAT PERCENT UPTO" };

  it("caps the percent discount at disUpto", () => {
    expect(couponDiscount(upto)).toBe(15);
  });

  it("keeps the percent discount when under the cap", () => {
    expect(couponDiscount({ ...upto, disUpto: 50 })).toBe(20);
  });

  it("gives 0 below minAmount", () => {
    expect(couponDiscount({ ...upto, price: 50 })).toBe(0);
  });

  it("treats a zero or NaN cap as no discount, Infinity as uncapped", () => {
    expect(couponDiscount({ ...upto, disUpto: 0 })).toBe(0);
    expect(couponDiscount({ ...upto, disUpto: Number.NaN })).toBe(0);
    expect(couponDiscount({ ...upto, disUpto: Number.POSITIVE_INFINITY })).toBe(20);
  });
});

describe("couponDiscount — CASH DISCOUNT UPTO", () => {
  const cash: CouponInput = { ...base, couponType: "CASH DISCOUNT UPTO", discount: 12 };

  it("gives the flat amount when under the cap", () => {
    expect(couponDiscount(cash)).toBe(12);
  });

  it("caps the flat amount at disUpto", () => {
    expect(couponDiscount({ ...cash, discount: 40 })).toBe(15);
  });

  it("gives 0 below minAmount", () => {
    expect(couponDiscount({ ...cash, price: 20 })).toBe(0);
  });

  it("never exceeds the price", () => {
    expect(couponDiscount({ ...cash, price: 8, minAmount: 0 })).toBe(8);
  });
});

describe("couponDiscount — bad data fails closed", () => {
  it("returns 0 for non-positive or non-finite price", () => {
    expect(couponDiscount({ ...base, price: 0, minAmount: 0 })).toBe(0);
    expect(couponDiscount({ ...base, price: -50, minAmount: -100 })).toBe(0);
    expect(couponDiscount({ ...base, price: Number.NaN })).toBe(0);
    expect(couponDiscount({ ...base, price: Number.POSITIVE_INFINITY })).toBe(0);
  });

  it("returns 0 for negative or NaN discount and NaN minAmount", () => {
    expect(couponDiscount({ ...base, discount: -10 })).toBe(0);
    expect(couponDiscount({ ...base, discount: Number.NaN })).toBe(0);
    expect(couponDiscount({ ...base, minAmount: Number.NaN })).toBe(0);
  });

  it("returns 0 for an unknown coupon type arriving at runtime", () => {
    const unknown = { ...base, couponType: "BOGO" } as unknown as CouponInput;
    expect(couponDiscount(unknown)).toBe(0);
  });
});

describe("priceAfterCoupon", () => {
  it("subtracts the discount, for each type", () => {
    expect(priceAfterCoupon(base)).toBe(180);
    expect(priceAfterCoupon({ ...base, couponType: "FLAT PERCENT UPTO" })).toBe(185);
    expect(priceAfterCoupon({ ...base, couponType: "CASH DISCOUNT UPTO", discount: 12 })).toBe(188);
  });

  it("rounds to 2 decimals", () => {
    expect(priceAfterCoupon({ ...base, price: 33.33, discount: 15, minAmount: 0 })).toBe(28.33);
    expect(priceAfterCoupon({ ...base, price: 0.3, discount: 33.3333, minAmount: 0 })).toBe(0.2);
  });

  it("keeps the full price when the coupon does not apply", () => {
    expect(priceAfterCoupon({ ...base, price: 50 })).toBe(50);
  });

  it("never goes below zero", () => {
    expect(priceAfterCoupon({ ...base, discount: 100 })).toBe(0);
    expect(priceAfterCoupon({ ...base, price: 10.005, discount: 100, minAmount: 0 })).toBe(0);
  });
});
