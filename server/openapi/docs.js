// The API reference page's own script (no inline script: the page's Content-Security-Policy).
window.addEventListener('load', () => {
  window.ui = window.SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    validatorUrl: null,
    requestInterceptor: (request) => {
      request.headers['X-Requested-With'] = 'XMLHttpRequest';
      return request;
    },
  });
});
