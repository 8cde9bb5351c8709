/** The checkout of a paid session, and an order's page (below the site prefix). */
export const checkoutPath = (sessionId: number) => `/payment?sessionId=${sessionId}`;
export const orderPath = (orderId: number) => `/payment/order/${orderId}`;
