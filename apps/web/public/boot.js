// Server-rendered public pages load the app with this instead of a module script in the head:
// the page is drawn from its HTML first, then the app's code is fetched and hydrates it. Without
// it, the browser would spend the first moments on a phone's slow connection fetching code for a
// page that is already readable. The server fills data-entry and data-preload from the build.
(function () {
  var script = document.currentScript;
  if (!script) return;
  var entry = script.getAttribute('data-entry');
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function load() {
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  }
  // After the first frame has been painted.
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
})();
