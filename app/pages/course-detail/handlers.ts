/**
 * ENROLMENT ISSUE: learner §4 "Enrol flow" for a course or video: POST
 * /user/registration/addRegistration with relationId, courseType and
 * emailNotificationStatus, then reload the detail, fetch the video and show
 * global.enrollSubmitSuccess. The button calling this already gives a visitor
 * the login-tip dialog first. Until then the click does nothing.
 */
export function startCourseEnrolment(_request: { relationId: number; courseType: number }): void {}
