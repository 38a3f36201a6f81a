import { describe, expect, it } from "vitest"
import { PAGE_PARAM, pageAddress, pageOfSearch, parsePageParam, searchWithPage } from "../../../src/domain/shared/page-param.ts"

describe("parsePageParam", () => {
  it("reads a whole number of 1 or more", () => {
    expect(parsePageParam("1")).toBe(1)
    expect(parsePageParam("2")).toBe(2)
    expect(parsePageParam("07")).toBe(7)
    expect(parsePageParam("999")).toBe(999)
  })

  it("treats anything else as page 1", () => {
    for (const value of [null, undefined, "", "0", "-3", "abc", "2abc", "2.5", "1e3", " 2", "+2", "99999999999999999999"]) {
      expect(parsePageParam(value), String(value)).toBe(1)
    }
  })
})

describe("pageOfSearch", () => {
  it("finds the page among other parameters, with or without the question mark", () => {
    expect(pageOfSearch("")).toBe(1)
    expect(pageOfSearch("page=3")).toBe(3)
    expect(pageOfSearch("?searchString=cloud&page=4")).toBe(4)
    expect(pageOfSearch("subCategory=abc&page=x")).toBe(1)
  })
})

describe("searchWithPage", () => {
  it("adds or replaces the page and keeps the other parameters as written", () => {
    expect(searchWithPage("", 2)).toBe(`${PAGE_PARAM}=2`)
    expect(searchWithPage("searchString=cloud%20security", 2)).toBe("searchString=cloud%20security&page=2")
    expect(searchWithPage("?page=2&subCategory=s1", 5)).toBe("subCategory=s1&page=5")
  })

  it("drops the parameter for page 1", () => {
    expect(searchWithPage("page=4", 1)).toBe("")
    expect(searchWithPage("searchString=az&page=4", 1)).toBe("searchString=az")
  })

  it("does not mistake a parameter that only starts with page", () => {
    expect(searchWithPage("pages=2&page=3", 1)).toBe("pages=2")
  })
})

describe("pageAddress", () => {
  it("is the path alone for page 1 with no other parameters", () => {
    expect(pageAddress("/blog", "page=3", 1)).toBe("/blog")
    expect(pageAddress("/blog", "", 3)).toBe("/blog?page=3")
    expect(pageAddress("/exam", "searchString=az", 2)).toBe("/exam?searchString=az&page=2")
  })
})
