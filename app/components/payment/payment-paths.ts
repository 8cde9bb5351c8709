/** The checkout of a paid session, and an order's page (below the site prefix). */
export const checkoutPath = (sessionId: number) => `/payment?sessionId=${sessionId}`;
export const orderPath = (orderId: number) => `/payment/order/${orderId}`;
/** The terms of sale in force (frame §5; decision 0054), which the checkout's acceptance links to. */
export const termsOfSalePath = "/terms-of-sale";
