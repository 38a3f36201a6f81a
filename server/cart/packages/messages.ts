/** What My Packages says. */
export const PACKAGE_SUBSCRIPTION_NOT_FOUND = "Package subscription not found."
