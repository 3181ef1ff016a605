/**
 * Every API path with the schema of its body and of its answer's `obj`: the one table the
 * browser client types itself from (`apiPost`) and that a test holds the server's routes to, so
 * a path or field the server does not know is a compile error rather than a 400 at run time.
 *
 * The browser may only `import type` from here: the values are zod schemas, and the home page's
 * JavaScript budget has no room for zod (docs/decisions/0005-javascript-budget.md).
 */
import { z } from "zod";
import type { BaseRequestShape } from "./envelope.ts";
import {
  AreasAnswer,
  AreasRequest,
  PackageAnswer,
  PackageListAnswer,
  PackageListRequest,
  PackageRequest,
  RecommendedAnswer,
  RecommendedRequest,
  SearchAreasRequest,
  SearchHitSchema,
  SuggestionAnswer,
  SuggestionRequest,
} from "./catalog.ts";
import { BannerRequest, BannerSchema, DialogRequest, DialogSchema, ResourceAnswer, ResourceRequest } from "./content.ts";
import { PartnershipAnswer, PartnershipRequest } from "./partnership.ts";
import { PartnerReportAnswer, PartnerReportRequest, RegisterReferralAnswer, RegisterReferralRequest } from "./partners.ts";
import {
  AltchaChallengeAnswer,
  CaptchaChallengeRequest,
  CheckCodeRequest,
  EmptyAnswer,
  GuestCheckAnswer,
  GuestCheckRequest,
  GuestLoginAnswer,
  GuestLoginRequest,
  LoginAnswer,
  LoginRequest,
  RegisterAnswer,
  RegisterRequest,
  ResetPasswordRequest,
  SendCodeRequest,
  SessionListAnswer,
  SessionRequest,
  UpdatePasswordRequest,
  UserInfoAnswer,
} from "./accounts.ts";
import {
  ExecutePaymentAnswer,
  ExecutePaymentRequest,
  OrderRequest,
  OrderStatusAnswer,
  OrderCardSchema,
  OrdersAnswer,
  OrdersRequest,
  OrderSummarySchema,
  PaymentMethodsAnswer,
  RefundRequest,
  UnavailablePaymentRequest,
  AdyenPayAnswer,
  NuveiOptionsAnswer,
  NuveiOptionsRequest,
  PaymentStatusAnswer,
  PaymentStatusRequest,
  SetupPaymentRequest,
} from "./orders.ts";
import { DataExportRequest, DataExportSchema, DeleteAccountRequest, DeletionCodeRequest } from "./privacy.ts";
import { CreateReviewRequest, OwnReviewSchema, ReviewPromptRequest, ReviewsPageAnswer, ReviewsPageRequest } from "./reviews.ts";
import { RedeemAnswer, RedeemRequest, RedeemedByTypeAnswer, RedeemedByTypeRequest } from "./promos.ts";
import { CreateTopupRequest, TopupExecuteRequest, TopupOptionsAnswer, TopupOptionsRequest, TopupOrderAnswer, TopupOrderRequest, TopupStatusAnswer } from "./topups.ts";
import {
  CreateRechargeRequest,
  CreditPlansAnswer,
  CreditPlansRequest,
  ExecuteRechargeAnswer,
  RechargeRequest,
  RechargeSchema,
  RechargeStatusAnswer,
  TransactionsAnswer,
  TransactionsQuery,
  TransactionsRequest,
} from "./wallet.ts";

export interface Endpoint {
  request: z.ZodType;
  /**
   * Fields carried in the query string rather than the body (the statement's paging:
   * docs/API.md#wallet-balance-credit-plans-promo-codes-top-ups).
   */
  query?: z.ZodObject;
  answer: z.ZodType;
}

export const API_ENDPOINTS = {
  "/v1/query/banner": { request: BannerRequest, answer: z.array(BannerSchema) },
  "/v1/query/areas": { request: AreasRequest, answer: AreasAnswer },
  "/v2/search/areas": { request: SearchAreasRequest, answer: z.array(SearchHitSchema) },
  "/v3/query/package": { request: PackageRequest, answer: PackageAnswer },
  "/v2/query/package/list": { request: PackageListRequest, answer: PackageListAnswer },
  "/v1/query/recommended-package": { request: RecommendedRequest, answer: RecommendedAnswer },
  "/api/v1/area-ai-suggestion-detail/query": { request: SuggestionRequest, answer: SuggestionAnswer },
  "/v1/dialog/show/list": { request: DialogRequest, answer: z.array(DialogSchema) },
  "/v1/load/resource": { request: ResourceRequest, answer: ResourceAnswer },
  "/v1/partnership/contactUs": { request: PartnershipRequest, answer: PartnershipAnswer },
  "/v1/send/verify-code": { request: SendCodeRequest, answer: EmptyAnswer },
  "/v1/check/verify-code": { request: CheckCodeRequest, answer: EmptyAnswer },
  "/v1/user/register": { request: RegisterRequest, answer: RegisterAnswer },
  "/v1/user/login": { request: LoginRequest, answer: LoginAnswer },
  "/v1/user/oauth": { request: GuestCheckRequest, answer: GuestCheckAnswer },
  "/v1/user/guest-login": { request: GuestLoginRequest, answer: GuestLoginAnswer },
  "/v1/user/logout": { request: SessionRequest, answer: EmptyAnswer },
  "/v1/user/sessions": { request: SessionRequest, answer: SessionListAnswer },
  "/v1/user/logout-all": { request: SessionRequest, answer: EmptyAnswer },
  "/v1/reset/password": { request: ResetPasswordRequest, answer: EmptyAnswer },
  "/v1/update/password": { request: UpdatePasswordRequest, answer: EmptyAnswer },
  "/v1.1/query/user-info": { request: SessionRequest, answer: UserInfoAnswer },
  "/v1/user/data-export": { request: DataExportRequest, answer: DataExportSchema },
  "/v1/user/delete/send-code": { request: DeletionCodeRequest, answer: EmptyAnswer },
  "/v1/user/delete": { request: DeleteAccountRequest, answer: EmptyAnswer },
  "/v1/captcha/challenge": { request: CaptchaChallengeRequest, answer: AltchaChallengeAnswer },
  "/v1/promotion/registerUser": { request: RegisterReferralRequest, answer: RegisterReferralAnswer },
  "/v1/promotion/report": { request: PartnerReportRequest, answer: PartnerReportAnswer },
  "/v1.1/setup/payment": { request: SetupPaymentRequest, answer: OrderSummarySchema },
  "/v1.1/query/payments": { request: OrderRequest, answer: PaymentMethodsAnswer },
  "/v1.1/execute/payment": { request: ExecutePaymentRequest, answer: ExecutePaymentAnswer },
  "/v1.1/query/payment-status": { request: PaymentStatusRequest, answer: PaymentStatusAnswer },
  "/v1.1/payOrder/payment-status": { request: OrderRequest, answer: OrderStatusAnswer },
  "/v1.1/payOrder/confirm": { request: OrderRequest, answer: OrderStatusAnswer },
  "/v3/query/orders": { request: OrdersRequest, answer: OrdersAnswer },
  "/v1/refund/order": { request: RefundRequest, answer: OrderCardSchema },
  "/v1/get/payparam/adyen-pay": { request: UnavailablePaymentRequest, answer: AdyenPayAnswer },
  "/v1/payment/nuvei/options": { request: NuveiOptionsRequest, answer: NuveiOptionsAnswer },
  "/v1/query/credit-plan": { request: CreditPlansRequest, answer: CreditPlansAnswer },
  "/v1/create/recharge": { request: CreateRechargeRequest, answer: RechargeSchema },
  "/v1/execute/recharge/payment": { request: RechargeRequest, answer: ExecuteRechargeAnswer },
  "/v1/query/recharge/payment-status": { request: RechargeRequest, answer: RechargeStatusAnswer },
  "/v2/query/transactions": { request: TransactionsRequest, query: TransactionsQuery, answer: TransactionsAnswer },
  "/v2/submit/redeem": { request: RedeemRequest, answer: RedeemAnswer },
  "/v2/isRedeemedByRedeemType": { request: RedeemedByTypeRequest, answer: RedeemedByTypeAnswer },
  "/v2/create/dataPlanOrderReviewed": { request: CreateReviewRequest, answer: OwnReviewSchema },
  "/v2/query/dataPlanOrderReviewedPage": { request: ReviewsPageRequest, answer: ReviewsPageAnswer },
  "/v1/review/prompt": { request: ReviewPromptRequest, answer: EmptyAnswer },
  "/v1/data/query/topup-order": { request: TopupOptionsRequest, answer: TopupOptionsAnswer },
  "/v1.1/data/create/topup-order": { request: CreateTopupRequest, answer: TopupOrderAnswer },
  "/v1/setup/topup": { request: TopupOrderRequest, answer: PaymentMethodsAnswer },
  "/v1.1/execute/topup/payment": { request: TopupExecuteRequest, answer: ExecutePaymentAnswer },
  "/v1/query/topup/payment-status": { request: TopupOrderRequest, answer: TopupStatusAnswer },
} as const satisfies Record<string, Endpoint>;

export type ApiEndpoints = typeof API_ENDPOINTS;
export type ApiPath = keyof ApiEndpoints;

/** Fields the client adds to every body itself (envelope.ts), so callers never pass them. */
type ClientFields = keyof typeof BaseRequestShape;
type OwnFields<P extends ApiPath> = Omit<z.input<ApiEndpoints[P]["request"]>, ClientFields>;

/**
 * What a caller passes for `P`: the body without the envelope fields. An endpoint with no fields
 * of its own takes `{}` and nothing else (a bare `{}` type would let any extra field through).
 */
export type ApiFields<P extends ApiPath> = keyof OwnFields<P> extends never ? Record<string, never> : OwnFields<P>;

/** The `obj` of a successful answer from `P`. */
export type ApiAnswer<P extends ApiPath> = z.output<ApiEndpoints[P]["answer"]>;
