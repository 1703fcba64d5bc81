// Owns the Daraja sandbox's public test credentials: its Lipa na M-Pesa shortcode and passkey,
// which Safaricom publishes for everyone. The simulator checks STK passwords with the same ones.

export const sandboxShortcode = "174379";
export const sandboxPasskey = "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919";
